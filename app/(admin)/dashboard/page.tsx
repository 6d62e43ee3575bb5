import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardTables } from '@/components/dashboard/dashboard-tables';
import { SummaryCards } from '@/components/dashboard/summary-cards';
import { LoadingStatus } from '@/components/loading-status';
import { getSummary } from '@/lib/api/report';
import { withSession } from '@/lib/session/check';
import { appEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

async function DashboardContent() {
  const t = await getTranslations('dashboard');
  const result = await withSession(getSummary).then(
    (summary) => ({ summary }),
    (err: unknown) => {
      if (err instanceof AppError) return { error: err.message };
      throw err;
    },
  );
  if ('error' in result) {
    return (
      <div className="alert alert-danger" role="alert" data-testid="dashboard-error">
        {t('loadError', { message: result.error })}
      </div>
    );
  }
  return (
    <>
      <SummaryCards summary={result.summary} />
      <DashboardTables summary={result.summary} />
    </>
  );
}

export default async function DashboardPage() {
  const t = await getTranslations('dashboard');
  return (
    <>
      <h1 className="h4 mb-4">{t('title')}</h1>
      {/* The shell and title arrive at once; the figures stream in when the API answers. */}
      <Suspense fallback={<LoadingStatus label={t('loading')} className="py-5" />}>
        <DashboardContent />
      </Suspense>
    </>
  );
}
