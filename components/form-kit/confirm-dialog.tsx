'use client';

import type { ReactNode } from 'react';
import { ConfirmModal, type ConfirmModalProps } from './confirm-modal';

type Props = Pick<ConfirmModalProps, 'request' | 'onClose' | 'onDone'> & {
  title: string;
  /** A sentence, or what a bulk action lists (its own paragraphs). */
  body: ReactNode;
  confirmLabel: string;
  /** 'primary': an action that can be taken back (activating rows); the red button otherwise. */
  tone?: 'danger' | 'primary';
};

/**
 * Asks before an action that cannot be taken back: Tutup, or the red button, which turns into
 * a spinner at the first click and sends one request however often it is clicked; the
 * server's message in a toast either way.
 */
export function ConfirmDialog({ title, body, confirmLabel, tone = 'danger', ...sending }: Props) {
  return (
    <ConfirmModal
      {...sending}
      titleId="confirm-title"
      title={title}
      titleClassName="h5 text-break"
      action={{ label: confirmLabel, className: `btn btn-${tone}` }}
    >
      {typeof body === 'string' ? <p className="mb-0">{body}</p> : body}
    </ConfirmModal>
  );
}
