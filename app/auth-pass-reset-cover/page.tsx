import type { Metadata } from 'next';
import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/auth/action-form';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthShell } from '@/components/auth-shell';
import { resetByMail } from '@/lib/api/password-links';
import { appEnv } from '@/lib/env';
import { requestReset } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passwordReset');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

// 'Lupa password?' (SPEC links it from the sign-in page): a link by email, valid 30 minutes. Where
// no mail server is set up, the page says that an administrator issues the link from Data User.
export default async function PasswordResetPage() {
  const [t, mail] = await Promise.all([getTranslations('passwordReset'), resetByMail()]);
  const back = (
    <Link href="/login" className="btn btn-light w-100 mt-3">
      {t('back')}
    </Link>
  );
  return (
    <AuthShell>
      <AuthCard title={t('title')} lead={t(mail ? 'prompt' : 'body')}>
        {mail && (
          <ActionForm
            action={requestReset}
            fields={[{ name: 'email', type: 'email', label: t('email'), autoComplete: 'username' }]}
            submitLabel={t('send')}
            done={null}
          />
        )}
        {back}
      </AuthCard>
    </AuthShell>
  );
}
