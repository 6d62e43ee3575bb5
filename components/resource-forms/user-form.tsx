'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { userCreateSchema, userUpdateSchema, type UserItem } from '@/lib/schemas/users';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields, personDefaults } from '../form-kit/person-fields';
import { saveTarget, type FormProps } from './form-props';

/**
 * Tambah/Edit User. No password here: a new administrator sets their own through the invitation
 * shown right after saving (`onCreated`); a forgotten one is reset by a link from the list.
 */
export function UserForm({
  row,
  onClose,
  onSaved,
  onCreated,
}: FormProps<UserItem> & { onCreated: (user: UserItem) => void }) {
  const t = useTranslations();
  const target = saveTarget('user', row?.id);
  return (
    <ModalForm
      title={t(row ? 'users.edit' : 'users.add')}
      schema={row ? userUpdateSchema : userCreateSchema}
      defaultValues={personDefaults(row)}
      submit={async (json) => {
        const answer = await bff<{ message: string; data: UserItem }>(target.path, { method: target.method, json });
        if (!row) onCreated(answer.data);
        return answer;
      }}
      onClose={onClose}
      onSaved={row ? onSaved : () => undefined}
    >
      <PersonFields />
      {!row && <p className="small text-body-secondary mb-0">{t('passwordLink.formHelp')}</p>}
    </ModalForm>
  );
}
