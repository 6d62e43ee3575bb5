'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorText, RequestError } from '@/lib/client/bff-fetch';
import { useKeepTabInside } from './focus-trap';
import { rememberServerErrors, withServerErrors, type ServerErrors } from './server-errors';

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
  /** The submit button's text, when 'Simpan' does not say what it does. */
  submitLabel?: string;
  children: ReactNode;
};

/**
 * The one modal form (SPEC §4 "Forms"): validated with the API's own zod schema, messages
 * after a field is touched; Simpan disabled with a spinner while saving; a green toast with
 * the server's message on success, a red one on error with field errors on their fields.
 * A form with changes asks before Esc, the backdrop, × or Tutup throw them away; one
 * without closes at once. However fast Simpan is clicked, one request goes out.
 */
export function ModalForm<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  defaultValues,
  submit,
  onClose,
  onSaved,
  size = 'lg',
  submitLabel,
  children,
}: Props<S>) {
  const t = useTranslations();
  // One Map for the life of the form (mutated, never replaced: no re-render needed).
  const [serverErrors] = useState<ServerErrors>(() => new Map());
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: withServerErrors(
      zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
      serverErrors,
    ),
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const mutation = useMutation({ mutationFn: submit });
  useKeepTabInside();
  const [askDiscard, setAskDiscard] = useState(false);
  // Set synchronously at the first click: a double click's second submit finds it set before
  // React has re-rendered Simpan disabled.
  const sending = useRef(false);

  const save = form.handleSubmit(async (values) => {
    try {
      const { message } = await mutation.mutateAsync(values);
      toast.success(message);
      form.reset();
      onSaved();
    } catch (err) {
      toast.error(errorText(err, t));
      if (err instanceof RequestError) {
        const names = rememberServerErrors(serverErrors, err.fields, form.getValues());
        // Only the first field takes the focus: moving it on would blur (and re-check) the others.
        names.forEach((name, index) =>
          form.setError(
            name as Path<z.input<S>>,
            { type: 'server', message: serverErrors.get(name)!.message },
            { shouldFocus: index === 0 },
          ),
        );
      }
    }
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    try {
      await save(event);
    } finally {
      sending.current = false;
    }
  };

  const busy = mutation.isPending || form.formState.isSubmitting;
  // Read during render: react-hook-form only keeps the form states it sees read here up to date.
  const { isDirty } = form.formState;
  const requestClose = () => {
    if (busy) return;
    if (isDirty) setAskDiscard(true);
    else onClose();
  };
  return (
    <Modal
      show
      onHide={requestClose}
      size={size}
      backdrop={busy ? 'static' : true}
      aria-labelledby="modal-form-title"
      centered
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="d-contents" data-testid="modal-form">
          <Modal.Header closeButton closeLabel={t('form.close')}>
            <Modal.Title as="h2" id="modal-form-title" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
          {askDiscard ? (
            <DiscardQuestion onKeep={() => setAskDiscard(false)} onDiscard={onClose} />
          ) : (
            <Modal.Footer>
              <button type="button" className="btn btn-light" onClick={requestClose} disabled={busy}>
                {t('form.close')}
              </button>
              <button type="submit" className="btn btn-brand" disabled={busy}>
                {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {submitLabel ?? t('form.save')}
              </button>
            </Modal.Footer>
          )}
        </form>
      </FormProvider>
    </Modal>
  );
}

/** In place of the footer: 'Discard the changes?' with the safe answer focused. */
function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useTranslations('form');
  return (
    <div
      className="modal-footer justify-content-between bg-warning-subtle"
      role="alertdialog"
      aria-labelledby="discard-question"
      data-testid="discard-question"
    >
      <p id="discard-question" className="mb-0 fw-semibold">
        {t('discardQuestion')}
      </p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-light" onClick={onKeep} autoFocus>
          {t('keepEditing')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onDiscard}>
          {t('discard')}
        </button>
      </div>
    </div>
  );
}
