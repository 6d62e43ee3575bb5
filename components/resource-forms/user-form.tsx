'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { bff } from '@/lib/client/bff-fetch';
import { grantableRoles, scopeLevel, type StaffRole } from '@/lib/schemas/access';
import { userCreateSchema, userUpdateSchema, type UserItem } from '@/lib/schemas/users';
import { BankSelect } from '../form-kit/collector-select';
import { SelectField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields, personDefaults } from '../form-kit/person-fields';
import { saveTarget, type FormProps } from './form-props';

/** The bank a chosen role is scoped to: a parent bank, a unit bank, or none (the whole programme). */
function ScopeField({ row }: { row: UserItem | null }) {
  const t = useTranslations();
  const role = useWatch<{ staff_role: StaffRole | '' }>({ name: 'staff_role' });
  if (!role) return null;
  const level = scopeLevel(role);
  const initial = (id: number | null, name: string | null) =>
    id !== null && name !== null ? { value: String(id), label: name } : null;
  if (level === 'bsu')
    return (
      <BankSelect
        key="bsu"
        name="bsu_id"
        kind="bsu"
        label={t('fields.bsu')}
        initial={initial(row?.bsu_id ?? null, row?.bsu_name ?? null)}
      />
    );
  if (level === 'programme') return <p className="small text-body-secondary">{t('users.wholeProgramme')}</p>;
  return (
    <BankSelect
      key="collector"
      name="collector_id"
      kind="collector"
      label={t('fields.collector')}
      required={level === 'bsi'}
      initial={initial(row?.collector_id ?? null, row?.collector_name ?? null)}
    />
  );
}

function RoleHelp() {
  const t = useTranslations();
  const role = useWatch<{ staff_role: StaffRole | '' }>({ name: 'staff_role' });
  return role ? <p className="small text-body-secondary mt-n2">{t(`users.roleHelp.${role}`)}</p> : null;
}

/**
 * Tambah/Edit User. No password here: a new administrator sets their own through the invitation
 * shown right after saving (`onCreated`); a forgotten one is reset by a link from the list. The
 * role and its bank: only the roles the signed-in account may hand out.
 */
export function UserForm({
  row,
  role,
  onClose,
  onSaved,
  onCreated,
}: FormProps<UserItem> & { role?: StaffRole | null; onCreated: (user: UserItem) => void }) {
  const t = useTranslations();
  const target = saveTarget('user', row?.id);
  const roles = role ? grantableRoles(role) : [];
  return (
    <ModalForm
      title={t(row ? 'users.edit' : 'users.add')}
      schema={row ? userUpdateSchema : userCreateSchema}
      defaultValues={{
        ...personDefaults(row),
        // Least privilege until the administrator raises it: a new account reads only.
        staff_role: row?.staff_role ?? (roles.includes('viewer') ? 'viewer' : (roles[0] ?? '')),
        collector_id: row?.collector_id ? String(row.collector_id) : '',
        bsu_id: row?.bsu_id ? String(row.bsu_id) : '',
      }}
      submit={async (json) => {
        const answer = await bff<{ message: string; data: UserItem }>(target.path, { method: target.method, json });
        if (!row) onCreated(answer.data);
        return answer;
      }}
      onClose={onClose}
      onSaved={row ? onSaved : () => undefined}
    >
      <PersonFields />
      <div className="row">
        <div className="col-12 col-md-6">
          <SelectField
            name="staff_role"
            label={t('users.role')}
            placeholder={t('users.rolePlaceholder')}
            options={roles.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          />
          <RoleHelp />
        </div>
        <div className="col-12 col-md-6">
          <ScopeField row={row ?? null} />
        </div>
      </div>
      {!row && <p className="small text-body-secondary mb-0">{t('passwordLink.formHelp')}</p>}
    </ModalForm>
  );
}
