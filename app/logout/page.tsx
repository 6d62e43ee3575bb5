import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutRunner } from '@/components/logout-runner';
import { appEnv } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('logout');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

// Rendering changes nothing: the runner posts the sign-out action (a same-origin POST).
export default async function LogoutPage() {
  const t = await getTranslations('logout');
  return (
    <main className="auth-page">
      <div className="container text-center text-white">
        <span className="spinner-border mb-3" aria-hidden="true" />
        <p>{t('progress')}</p>
        <LogoutRunner />
      </div>
    </main>
  );
}
