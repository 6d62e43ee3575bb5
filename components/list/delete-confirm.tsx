'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/form-kit/confirm-dialog';
import { bff } from '@/lib/client/bff-fetch';
import type { ListResource } from './list-types';

type Props = { resource: ListResource; name: string; id: number; onClose: () => void; onDeleted: () => void };

/** SPEC §2 "Delete confirmation": 'Hapus Item {name}', Tutup and Hapus (spinner while deleting; one DELETE however often it is clicked). */
export function DeleteConfirm({ resource, name, id, onClose, onDeleted }: Props) {
  const t = useTranslations('deleteConfirm');
  return (
    <ConfirmDialog
      title={t('title', { name })}
      body={t('body')}
      confirmLabel={t('confirm')}
      request={() => bff<{ message: string }>(`strict/${resource}`, { method: 'DELETE', json: { id: [id] } })}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
