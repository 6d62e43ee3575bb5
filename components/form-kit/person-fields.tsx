'use client';

import { useTranslations } from 'next-intl';
import { userStatuses } from '@/lib/schemas/fields';
import { ChoiceField, TextField, type FieldCol } from './fields';

/** The person of an administrator, a bank's person in charge or a customer; one's own profile has no status. */
export function PersonFields({ withStatus = true }: { withStatus?: boolean }) {
  const t = useTranslations();
  return (
    <div className="row">
      <TextField col={6} name="first_name" label={t('fields.first_name')} required autoComplete="off" />
      <TextField col={6} name="last_name" label={t('fields.last_name')} autoComplete="off" />
      <TextField col={6} name="email" type="email" label={t('fields.email')} autoComplete="off" />
      <TextField
        col={6}
        name="phone_number"
        type="tel"
        inputMode="tel"
        label={t('fields.phone_number')}
        required
        placeholder={t('fields.phonePlaceholder')}
        maxLength={32}
        autoComplete="off"
      />
      {withStatus && <StatusField col={6} />}
    </div>
  );
}

export function StatusField({ col }: FieldCol) {
  const t = useTranslations();
  return <ChoiceField col={col} name="status" values={userStatuses} labelOf={(s) => t(`status.${s}`)} />;
}

/** The person fields of a list row, as the form holds them. */
export const personDefaults = (
  person?: {
    first_name: string;
    last_name: string | null;
    email: string | null;
    phone_number: string;
    status: string;
  } | null,
) => ({
  first_name: person?.first_name ?? '',
  last_name: person?.last_name ?? '',
  email: person?.email ?? '',
  phone_number: person?.phone_number ?? '',
  status: person?.status ?? '',
});
