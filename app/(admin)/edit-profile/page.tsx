import { AccountView } from '@/components/account/account-view';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = () => pageTitle('account.title');

/** The user menu's Edit Profil: my account, with the profile dialog open. */
export default function EditProfilePage() {
  return <AccountView open="profile" />;
}
