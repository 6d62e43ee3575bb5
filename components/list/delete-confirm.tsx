'use client';

import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { useKeepTabInside } from '@/components/form-kit/focus-trap';
import { toast } from 'sonner';
import { bff, errorText } from '@/lib/client/bff-fetch';
import type { ListResource } from './list-types';

type Props = { resource: ListResource; name: string; id: number; onClose: () => void; onDeleted: () => void };

/** SPEC §2 "Delete confirmation": 'Hapus Item {name}', Tutup and Hapus (spinner while deleting; one DELETE however often it is clicked). */
export function DeleteConfirm({ resource, name, id, onClose, onDeleted }: Props) {
  const t = useTranslations();
  useKeepTabInside();
  const mutation = useMutation({
    mutationFn: () => bff<{ message: string }>(`strict/${resource}`, { method: 'DELETE', json: { id: [id] } }),
  });
  // A double click lands both clicks before React re-renders the disabled button: the ref,
  // set synchronously, lets only the first one through.
  const sent = useRef(false);
  const confirm = async () => {
    if (sent.current) return;
    sent.current = true;
    try {
      const { message } = await mutation.mutateAsync();
      toast.success(message);
      onDeleted();
    } catch (err) {
      sent.current = false;
      toast.error(errorText(err, t));
    }
  };
  const busy = mutation.isPending;
  return (
    <Modal
      show
      onHide={busy ? () => undefined : onClose}
      centered
      aria-labelledby="delete-title"
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton closeLabel={t('deleteConfirm.close')}>
        <Modal.Title as="h2" id="delete-title" className="h5 text-break">
          {t('deleteConfirm.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('deleteConfirm.body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
          {t('deleteConfirm.close')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('deleteConfirm.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
