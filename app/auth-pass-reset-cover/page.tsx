import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth-shell';
import { appEnv } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('passwordReset');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

// SPEC links 'Lupa password?' here without showing the screen. Administrators' passwords are
// reset by another administrator, so the page says whom to ask.
export default async function PasswordResetPage() {
  const t = await getTranslations('passwordReset');
  return (
    <AuthShell>
      <div className="card auth-card shadow-lg border-0">
        <div className="card-body p-4 text-center">
          <h1 className="h5 text-primary-emphasis">{t('title')}</h1>
          <p className="text-muted">{t('body')}</p>
          <Link href="/login" className="btn btn-brand">
            {t('back')}
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
