'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { userCreateSchema, userUpdateSchema, type UserItem } from '@/lib/schemas/users';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields, personDefaults } from '../form-kit/person-fields';
import { saveTarget, type FormProps } from './form-props';

export function UserForm({ row, onClose, onSaved }: FormProps<UserItem>) {
  const t = useTranslations();
  const target = saveTarget('user', row?.id);
  return (
    <ModalForm
      title={t(row ? 'users.edit' : 'users.add')}
      schema={row ? userUpdateSchema : userCreateSchema}
      defaultValues={{ ...personDefaults(row), password: '' }}
      submit={(json) => bff(target.path, { method: target.method, json })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <PersonFields />
      <TextField
        name="password"
        type="password"
        label={t('fields.password')}
        required={!row}
        autoComplete="new-password"
        help={t(row ? 'fields.passwordKeep' : 'fields.passwordHelp')}
      />
    </ModalForm>
  );
}
