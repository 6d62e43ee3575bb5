'use client';

import { useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { toast } from 'sonner';
import { useKeepTabInside } from './focus-trap';
import { errorText } from '@/lib/client/bff-fetch';

/**
 * One request however often it is clicked: toasts the API's message and calls `onDone`, or
 * toasts the error and lets it be sent again. Also keeps Tab inside the modal.
 */
function useSendOnce(request: () => Promise<{ message: string }>, onDone: () => void) {
  const t = useTranslations();
  useKeepTabInside();
  const mutation = useMutation({ mutationFn: request });
  // A double click lands both clicks before React re-renders the disabled button: the ref,
  // set synchronously, lets only the first one through.
  const sent = useRef(false);
  const send = async () => {
    if (sent.current) return;
    sent.current = true;
    try {
      const { message } = await mutation.mutateAsync();
      toast.success(message);
      onDone();
    } catch (err) {
      sent.current = false;
      toast.error(errorText(err, t));
    }
  };
  return { send: () => void send(), busy: mutation.isPending };
}

export type ConfirmModalProps = {
  /** The id of the title, which labels the dialog. */
  titleId: string;
  title: ReactNode;
  titleClassName: string;
  /** The request the action button sends (once, however often it is clicked); answers the server's { message }. */
  request: () => Promise<{ message: string }>;
  onClose: () => void;
  /** After the request succeeded (its message already toasted). */
  onDone: () => void;
  /** The button that sends: its label, class, when it is off and its test id. */
  action: { label: string; className: string; disabled?: boolean; testId?: string };
  children: ReactNode;
};

/**
 * A centred confirmation: Tutup and the action, which sends the request once (a spinner while
 * busy); it cannot be dismissed while busy.
 */
export function ConfirmModal({
  titleId,
  title,
  titleClassName,
  request,
  onClose,
  onDone,
  action,
  children,
}: ConfirmModalProps) {
  const t = useTranslations();
  const { send, busy } = useSendOnce(request, onDone);
  const closeLabel = t('form.close');
  return (
    <Modal
      show
      onHide={busy ? () => undefined : onClose}
      centered
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title as="h2" id={titleId} className={titleClassName}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
          {closeLabel}
        </button>
        <button
          type="button"
          className={action.className}
          onClick={send}
          disabled={busy || action.disabled}
          data-testid={action.testId}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {action.label}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
