'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { collectorLabel } from '@/lib/client/options';
import { bsuFormSchema, type BsuItem } from '@/lib/schemas/bsus';
import { collectorFormSchema, type CollectorItem } from '@/lib/schemas/collectors';
import { CollectorSelect } from '../form-kit/collector-select';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields, personDefaults } from '../form-kit/person-fields';
import { RegionFields, regionChoice } from '../form-kit/region-fields';
import { saveTarget, type FormProps } from './form-props';

type Props = FormProps<CollectorItem | BsuItem> & {
  kind: 'collector' | 'bsu';
  parent?: { id: number; name: string; code: string } | null;
};

const person = (row: CollectorItem | null) =>
  row && {
    first_name: row.user_first_name,
    last_name: row.user_last_name,
    email: row.user_email,
    phone_number: row.user_phone_number,
    status: row.user_status,
  };

/** Tambah/Edit Bank Sampah Induk and Bank Sampah Unit: the bank and its person in charge. */
export function BankForm({ kind, row, parent, onClose, onSaved }: Props) {
  const t = useTranslations();
  const ns = kind === 'collector' ? 'bsi' : 'bsu';
  const unit = row && 'collector_id' in row ? row : null;
  const initialParent = unit
    ? {
        value: String(unit.collector_id),
        label: collectorLabel({ trash_bank_name: unit.collector_name, unique_code: unit.collector_code }),
      }
    : parent
      ? { value: String(parent.id), label: collectorLabel({ trash_bank_name: parent.name, unique_code: parent.code }) }
      : null;
  const target = saveTarget(kind, row?.id);
  return (
    <ModalForm
      title={t(row ? `${ns}.edit` : `${ns}.add`)}
      schema={kind === 'collector' ? collectorFormSchema : bsuFormSchema}
      defaultValues={{
        ...personDefaults(person(row)),
        trash_bank_name: row?.trash_bank_name ?? '',
        address: row?.address ?? '',
        latlng: row?.latlng ?? '',
        villageId: row?.village_id ?? '',
        ...(kind === 'bsu' ? { collectorId: initialParent?.value ?? '' } : {}),
      }}
      submit={(json) => bff(target.path, { method: target.method, json })}
      onClose={onClose}
      onSaved={onSaved}
      size="xl"
    >
      <h3 className="h6 text-body-secondary mb-3">{t('form.bankSection')}</h3>
      <div className="row">
        <TextField col={6} name="trash_bank_name" label={t('fields.trash_bank_name')} required autoComplete="off" />
        {kind === 'bsu' && <CollectorSelect col={6} initial={initialParent} />}
        <TextField col={6} name="address" label={t('fields.address')} required autoComplete="off" />
        <TextField
          col={6}
          name="latlng"
          label={t('fields.latlng')}
          placeholder={t('fields.latlngPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <RegionFields initial={row ? regionChoice(row) : undefined} />
      <h3 className="h6 text-body-secondary mb-3">{t('form.personSection')}</h3>
      <PersonFields />
    </ModalForm>
  );
}
