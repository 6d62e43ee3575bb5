import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/login-form';
import { appEnv } from '@/lib/env';
import { pickMessages } from '@/lib/i18n/messages';
import { readSession } from '@/lib/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

export default async function LoginPage() {
  if (await readSession()) redirect('/dashboard');
  const [t, { login, validation }] = await Promise.all([getTranslations('app'), pickMessages('login', 'validation')]);
  return (
    <main className="auth-page py-5">
      <div className="container d-flex flex-column align-items-center">
        <p className="h3 text-white fw-semibold mb-4">{appEnv().APP_NAME}</p>
        <LoginForm text={login} validation={validation} />
        <footer className="auth-footer mt-4 small text-center">
          © {new Date().getFullYear()} {appEnv().APP_NAME}. {t('allRightsReserved')}
        </footer>
      </div>
    </main>
  );
}
