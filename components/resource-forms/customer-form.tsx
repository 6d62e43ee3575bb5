'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { customerFormSchema, type CustomerItem } from '@/lib/schemas/customers';
import { genderKey, genders } from '@/lib/schemas/fields';
import type { StaffRole } from '@/lib/schemas/access';
import { BankSelect } from '../form-kit/collector-select';
import { ChoiceField, TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields, personDefaults } from '../form-kit/person-fields';
import { RegionFields } from '../form-kit/region-fields';
import { saveTarget, type FormProps } from './form-props';

/**
 * Tambah/Edit Nasabah. The unit bank the customer banks at decides who of the staff sees them:
 * a BSU operator's customers are their unit bank's (no field), a BSI admin names one of theirs.
 */
export function CustomerForm({ row, role, onClose, onSaved }: FormProps<CustomerItem> & { role?: StaffRole | null }) {
  const t = useTranslations();
  const target = saveTarget('customer', row?.id);
  const region = row && {
    province: { value: row.province.id, label: row.province.name },
    regency: { value: row.regency.id, label: row.regency.name },
    subdistrict: { value: row.subdistrict.id, label: row.subdistrict.name },
    village: { value: row.village.id, label: row.village.name },
  };
  return (
    <ModalForm
      title={t(row ? 'customers.edit' : 'customers.add')}
      schema={customerFormSchema}
      defaultValues={{
        ...personDefaults(row?.user),
        nik: row?.nik ?? '',
        gender: row?.gender ?? '',
        address: row?.address ?? '',
        villageId: row?.village.id ?? '',
        postal_code: row?.postal_code ?? '',
        bsu_id: row?.bsu_id ? String(row.bsu_id) : '',
      }}
      submit={(json) => bff(target.path, { method: target.method, json })}
      onClose={onClose}
      onSaved={onSaved}
      size="xl"
    >
      <PersonFields />
      <div className="row">
        <TextField
          col={6}
          name="nik"
          label={t('fields.nik')}
          required
          inputMode="numeric"
          maxLength={16}
          autoComplete="off"
        />
        <ChoiceField col={6} name="gender" values={genders} labelOf={(g) => t(`options.gender.${genderKey[g]}`)} />
        <TextField col={6} name="address" label={t('fields.address')} required autoComplete="off" />
        <TextField
          col={6}
          name="postal_code"
          label={t('fields.postal_code')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
      </div>
      <RegionFields initial={region ?? undefined} />
      {role !== 'bsu_operator' && (
        <div className="row">
          <BankSelect
            col={6}
            name="bsu_id"
            kind="bsu"
            label={t('fields.bsu')}
            required={role === 'bsi_admin'}
            initial={row?.bsu_id && row.bsu_name ? { value: String(row.bsu_id), label: row.bsu_name } : null}
          />
        </div>
      )}
    </ModalForm>
  );
}
