import { AccountView } from '@/components/account/account-view';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = () => pageTitle('account.title');

/** The user menu's Ubah Password (SPEC's path): my account, with the password dialog open. */
export default function PasswordSettingsPage() {
  return <AccountView open="password" />;
}
