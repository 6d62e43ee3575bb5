import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardTables } from '@/components/dashboard/dashboard-tables';
import { PeriodCharts } from '@/components/dashboard/period-charts';
import { SummaryCards } from '@/components/dashboard/summary-cards';
import { ImpactCard } from '@/components/report/impact-card';
import { LoadingStatus } from '@/components/loading-status';
import { PeriodBar } from '@/components/period/period-bar';
import { reportPeriodPicks } from '@/components/period/period-picks';
import { getMonthlyReport, getSummary } from '@/lib/api/report';
import type { SearchParams } from '@/lib/list-query';
import { withSession } from '@/lib/session/check';
import { appEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { lastTwelveMonths } from '@/lib/shared/periods';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard');
  return { title: `${t('title')} | ${appEnv().APP_NAME}` };
}

/** The API's answer, or its refusal's message: a part of the dashboard that fails says why, the rest still shows. */
function answerOf<T>(read: Parameters<typeof withSession<T>>[0]) {
  return withSession(read).then(
    (value) => ({ value }),
    (err: unknown) => {
      if (err instanceof AppError) return { error: err.message };
      throw err;
    },
  );
}

async function LoadError({ message, tone, testId }: { message: string; tone: 'danger' | 'warning'; testId: string }) {
  const t = await getTranslations('dashboard');
  return (
    <div className={`alert alert-${tone}`} role="alert" data-testid={testId}>
      {t('loadError', { message })}
    </div>
  );
}

async function DashboardContent() {
  const result = await answerOf(getSummary);
  if ('error' in result) return <LoadError message={result.error} tone="danger" testId="dashboard-error" />;
  return (
    <>
      <SummaryCards summary={result.value} />
      <DashboardTables summary={result.value} />
    </>
  );
}

/** The dashboard by period (issue 18): the months of the period in the URL, the last twelve unless it names one. */
async function PeriodContent({ period }: { period: { from: string; to: string } }) {
  const result = await answerOf((session) => getMonthlyReport(session, period));
  if ('error' in result) return <LoadError message={result.error} tone="warning" testId="dashboard-period-error" />;
  return (
    <>
      <PeriodCharts report={result.value} />
      <div className="mb-4">
        <ImpactCard impact={result.value.impact} testId="dashboard-impact" />
      </div>
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [t, tAll, raw] = await Promise.all([getTranslations('dashboard'), getTranslations(), searchParams]);
  const now = new Date();
  const [from, to] = [first(raw.from), first(raw.to)];
  const period = from || to ? { from: from ?? '', to: to ?? '' } : lastTwelveMonths(now);
  return (
    <>
      <h1 className="h4 mb-4">{t('title')}</h1>
      {/* The figures come with the page, in its first paint (issue 19: on a phone they are its
          largest content); the period's months stream on their own, below them. */}
      <DashboardContent />
      <section aria-labelledby="dashboard-period" data-testid="dashboard-period" className="mt-4">
        <h2 id="dashboard-period" className="h5 mb-3">
          {t('periodTitle')}
        </h2>
        <PeriodBar
          basePath="/dashboard"
          period={period}
          testIdPrefix="report"
          {...reportPeriodPicks(tAll, period, now)}
        />
        <Suspense
          key={`${period.from}/${period.to}`}
          fallback={<LoadingStatus label={t('loading')} className="py-5" />}
        >
          <PeriodContent period={period} />
        </Suspense>
      </section>
    </>
  );
}
