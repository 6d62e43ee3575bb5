'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/form-kit/confirm-dialog';
import { bff } from '@/lib/client/bff-fetch';
import type { ListResource } from './list-types';

type Props = { resource: ListResource; names: string[]; ids: number[]; onClose: () => void; onDeleted: () => void };

/** The names a bulk confirmation lists before "and N more". */
const NAMED = 10;

/** A bulk confirmation's body: what happens, then the rows it happens to. */
function Named({ intro, names, ids }: { intro: string; names: string[]; ids: number[] }) {
  const t = useTranslations('deleteConfirm');
  return (
    <>
      <p>{intro}</p>
      <ul className="mb-0" data-testid="bulk-names">
        {names.slice(0, NAMED).map((name, i) => (
          <li key={ids[i]}>{name}</li>
        ))}
        {names.length > NAMED && <li>{t('andMore', { count: names.length - NAMED })}</li>}
      </ul>
    </>
  );
}

/**
 * SPEC §2 "Delete confirmation": 'Hapus Item {name}', Tutup and Hapus (spinner while deleting; one
 * DELETE however often it is clicked). Several rows picked (issue 17): one confirmation that
 * names the count and the rows, one DELETE of all of them; when one is still in use the API
 * deletes none and its message names that row.
 */
export function DeleteConfirm({ resource, names, ids, onClose, onDeleted }: Props) {
  const t = useTranslations('deleteConfirm');
  const bulk = ids.length > 1;
  return (
    <ConfirmDialog
      title={bulk ? t('bulkTitle', { count: ids.length }) : t('title', { name: names[0]! })}
      body={bulk ? <Named intro={t('bulkBody')} names={names} ids={ids} /> : t('body')}
      confirmLabel={t('confirm')}
      request={() => bff<{ message: string }>(`strict/${resource}`, { method: 'DELETE', json: { id: ids } })}
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}

/**
 * Bulk activate or deactivate (issue 17): one confirmation that names the count and the rows,
 * one PATCH of all of them; when one cannot change, none does and the message says which.
 */
export function StatusConfirm({
  resource,
  status,
  names,
  ids,
  onClose,
  onDone,
}: Omit<Props, 'onDeleted'> & { status: 'active' | 'inactive'; onDone: () => void }) {
  const t = useTranslations('deleteConfirm');
  const activate = status === 'active';
  return (
    <ConfirmDialog
      title={t(activate ? 'activateTitle' : 'deactivateTitle', { count: ids.length })}
      body={<Named intro={t('statusBody')} names={names} ids={ids} />}
      confirmLabel={t(activate ? 'activate' : 'deactivate')}
      tone={activate ? 'primary' : 'danger'}
      request={() =>
        bff<{ message: string }>(`strict/${resource}/status`, { method: 'PATCH', json: { id: ids, status } })
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
