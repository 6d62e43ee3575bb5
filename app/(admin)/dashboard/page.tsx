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
import '../../charts.css';

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

/** The dashboard by period (issue 18): the months of the period in the URL, the last twelve unless it names one. */
async function PeriodContent({ period }: { period: { from: string; to: string } }) {
  const t = await getTranslations('dashboard');
  const result = await withSession((session) => getMonthlyReport(session, period)).then(
    (report) => ({ report }),
    (err: unknown) => {
      if (err instanceof AppError) return { error: err.message };
      throw err;
    },
  );
  if ('error' in result)
    return (
      <div className="alert alert-warning" role="alert" data-testid="dashboard-period-error">
        {t('loadError', { message: result.error })}
      </div>
    );
  return (
    <>
      <PeriodCharts report={result.report} />
      <div className="mb-4">
        <ImpactCard impact={result.report.impact} testId="dashboard-impact" />
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
      {/* The shell and title arrive at once; the figures stream in when the API answers. */}
      <Suspense fallback={<LoadingStatus label={t('loading')} className="py-5" />}>
        <DashboardContent />
      </Suspense>
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
