'use client';

import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorText, RequestError } from '@/lib/client/bff';

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  title: string;
  schema: S;
  /** Form values as the inputs hold them ('' for an empty field or an unchosen select). */
  defaultValues: Record<string, unknown>;
  /** Sends the validated values; answers the server's { message }. */
  submit: (values: z.output<S>) => Promise<{ message: string }>;
  onClose: () => void;
  /** After a save: the list reloads on its current page. */
  onSaved: () => void;
  size?: 'lg' | 'xl';
  children: ReactNode;
};

/**
 * The one modal form (SPEC §4 "Forms"): validated with the API's own zod schema, messages
 * after a field is touched; Simpan disabled with a spinner while saving; a green toast with
 * the server's message on success, a red one on error with field errors on their fields.
 */
export function ModalForm<S extends z.ZodType<FieldValues, FieldValues>>({ title, schema, defaultValues, submit, onClose, onSaved, size = 'lg', children }: Props<S>) {
  const t = useTranslations();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const mutation = useMutation({ mutationFn: submit });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await mutation.mutateAsync(values);
      toast.success(message);
      form.reset();
      onSaved();
    } catch (err) {
      toast.error(errorText(err, t));
      if (err instanceof RequestError) {
        for (const [field, messages] of Object.entries(err.fields)) {
          if (messages[0]) form.setError(field as Path<z.input<S>>, { type: 'server', message: messages[0] }, { shouldFocus: true });
        }
      }
    }
  });

  const busy = mutation.isPending || form.formState.isSubmitting;
  return (
    <Modal show onHide={busy ? () => undefined : onClose} size={size} backdrop={busy ? 'static' : true} aria-labelledby="modal-form-title" centered>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="d-contents" data-testid="modal-form">
          <Modal.Header closeButton closeLabel={t('form.close')}>
            <Modal.Title as="h2" id="modal-form-title" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
              {t('form.close')}
            </button>
            <button type="submit" className="btn btn-brand" disabled={busy}>
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('form.save')}
            </button>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}
