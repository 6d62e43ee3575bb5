'use client';

import { useTranslations } from 'next-intl';
import { saveProfile } from '@/app/(admin)/edit-profile/actions';
import { RequestError } from '@/lib/client/bff-fetch';
import { storeLocale } from '@/lib/i18n/client';
import { localeNames } from '@/lib/i18n/locale-names';
import { accountUpdateSchema, type Account } from '@/lib/schemas/account';
import { locales } from '@/lib/shared/locales';
import { SelectField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { PersonFields } from '../form-kit/person-fields';

type Props = { account: Account; onClose: () => void; onSaved: () => void };

/**
 * Edit Profil: my name, contacts and language, saved by a server action so the top bar's name
 * (kept in the session cookie) changes with it. A chosen language applies at once on this browser.
 */
export function ProfileForm({ account, onClose, onSaved }: Props) {
  const t = useTranslations();
  return (
    <ModalForm
      title={t('account.editProfile')}
      schema={accountUpdateSchema}
      defaultValues={{
        first_name: account.first_name,
        last_name: account.last_name ?? '',
        email: account.email ?? '',
        phone_number: account.phone_number,
        language: account.language ?? '',
      }}
      submit={async (values) => {
        const answer = await saveProfile(values);
        if (!answer.ok) throw new RequestError(answer.status, answer.message, answer.errors);
        if (values.language) storeLocale(values.language);
        return answer;
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <PersonFields withStatus={false} />
      <div className="row">
        <SelectField
          col={6}
          name="language"
          label={t('account.language')}
          placeholder={t('account.languageBrowser')}
          required={false}
          options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
        />
      </div>
    </ModalForm>
  );
}
