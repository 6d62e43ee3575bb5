'use client';

import { useTranslations } from 'next-intl';
import { ConfirmModal, useSendOnce } from './confirm-modal';

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  /** The request the confirmation sends; answers the server's { message }. */
  action: () => Promise<{ message: string }>;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Asks before an action that cannot be taken back: Tutup, or the red button, which turns into
 * a spinner at the first click and sends one request however often it is clicked; the
 * server's message in a toast either way.
 */
export function ConfirmDialog({ title, body, confirmLabel, action, onClose, onDone }: Props) {
  const t = useTranslations();
  const { send, busy } = useSendOnce(action, onDone);
  return (
    <ConfirmModal
      titleId="confirm-title"
      title={title}
      titleClassName="h5 text-break"
      closeLabel={t('form.close')}
      busy={busy}
      onClose={onClose}
      action={{ label: confirmLabel, className: 'btn btn-danger', onClick: send }}
    >
      <p className="mb-0">{body}</p>
    </ConfirmModal>
  );
}
