'use client';

import { useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { passwordFormSchema } from '@/lib/schemas/account';
import { TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';

type Props = { email: string | null; onClose: () => void; onSaved: () => void };

/**
 * Ubah Password: the current password, then the new one twice. The API judges the new one's
 * strength and says, in the UI's language, what makes it easy to guess.
 */
export function PasswordForm({ email, onClose, onSaved }: Props) {
  const t = useTranslations();
  return (
    <ModalForm
      title={t('account.changePassword')}
      schema={passwordFormSchema}
      defaultValues={{ current_password: '', new_password: '', confirm_password: '' }}
      submit={({ current_password, new_password }) =>
        bff('strict/account/password', { method: 'PUT', json: { current_password, new_password } })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {/* The account's own email, so a password manager files the new password under it. */}
      <input type="email" name="username" value={email ?? ''} autoComplete="username" readOnly hidden />
      <TextField
        name="current_password"
        type="password"
        label={t('account.currentPassword')}
        required
        autoComplete="current-password"
      />
      <TextField
        name="new_password"
        type="password"
        label={t('account.newPassword')}
        required
        autoComplete="new-password"
        help={t('account.newPasswordHelp')}
      />
      <TextField
        name="confirm_password"
        type="password"
        label={t('account.confirmPassword')}
        required
        autoComplete="new-password"
      />
    </ModalForm>
  );
}
