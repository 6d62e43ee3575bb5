'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { bff } from '@/lib/client/bff-fetch';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { Account } from '@/lib/schemas/account';
import { DialogIsland } from '../dialog-island';
import { ConfirmDialog } from '../form-kit/confirm-dialog';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { DisableDialog, EnrolDialog, RegenerateDialog } from './two-factor-dialogs';

/** The dialogs of the account page. */
export type AccountDialog =
  | { kind: 'profile' }
  | { kind: 'password' }
  | { kind: 'signOut'; id: string; device: string }
  | { kind: 'everywhere' }
  | { kind: 'twoFactorOn'; app: string }
  | { kind: 'recoveryCodes'; app: string }
  | { kind: 'twoFactorOff' };

type Props = { intl: IslandIntl; dialog: AccountDialog | null; account: Account; onClose: () => void };

function Dialog({ dialog, account, onClose }: Omit<Props, 'intl' | 'dialog'> & { dialog: AccountDialog }) {
  const t = useTranslations('account');
  const router = useRouter();
  const done = () => {
    onClose();
    router.refresh();
  };
  switch (dialog.kind) {
    case 'profile':
      return <ProfileForm account={account} onClose={onClose} onSaved={done} />;
    case 'password':
      return <PasswordForm email={account.email} onClose={onClose} onSaved={done} />;
    case 'signOut':
      return (
        <ConfirmDialog
          title={t('signOutConfirmTitle')}
          body={t('signOutConfirmText', { device: dialog.device })}
          confirmLabel={t('signOut')}
          request={() => bff(`strict/account/sessions/${dialog.id}`, { method: 'DELETE' })}
          onClose={onClose}
          onDone={done}
        />
      );
    case 'everywhere':
      return (
        <ConfirmDialog
          title={t('signOutEverywhereTitle')}
          body={t('signOutEverywhereText')}
          confirmLabel={t('signOutEverywhere')}
          request={() => bff('strict/account/sessions', { method: 'DELETE' })}
          onClose={onClose}
          // This session ended with the others: the sign-out page clears the cookie and shows Masuk.
          onDone={() => router.push('/logout')}
        />
      );
    case 'twoFactorOn':
      return <EnrolDialog app={dialog.app} email={account.email ?? ''} onClose={onClose} onDone={done} />;
    case 'recoveryCodes':
      return <RegenerateDialog app={dialog.app} email={account.email ?? ''} onClose={onClose} onDone={done} />;
    case 'twoFactorOff':
      return <DisableDialog onClose={onClose} onSaved={done} />;
  }
}

/** Loaded at the first click (or at once when the page was opened for a dialog): forms, React Query, toasts. */
export default function AccountHost({ intl, ...props }: Props) {
  return <DialogIsland intl={intl}>{props.dialog && <Dialog {...props} dialog={props.dialog} />}</DialogIsland>;
}
