import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LogoutConfirm, LogoutRunner } from '@/components/logout-runner';
import { AuthShell } from '@/components/auth-shell';
import { appEnv } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('logout');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

// Rendering changes nothing; sign-out is the action's same-origin POST. Reached from our own
// pages (the user menu) it runs at once; opened from another site, typed or bookmarked, it asks
// first, so a link elsewhere cannot sign anyone out.
export default async function LogoutPage() {
  const [t, fromUs] = await Promise.all([
    getTranslations('logout'),
    headers().then((h) => h.get('sec-fetch-site') === 'same-origin'),
  ]);
  return (
    <AuthShell>
      <div className="w-100 text-center text-white">
        {fromUs ? (
          <>
            <span className="spinner-border mb-3" aria-hidden="true" />
            <p>{t('progress')}</p>
            <LogoutRunner />
          </>
        ) : (
          <LogoutConfirm
            question={t('question')}
            confirm={t('confirm')}
            cancel={t('cancel')}
            progress={t('progress')}
          />
        )}
      </div>
    </AuthShell>
  );
}
