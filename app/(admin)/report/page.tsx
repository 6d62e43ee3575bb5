import { Suspense } from 'react';
import { MarkupLink } from '@/components/markup-link';
import { getTranslations } from 'next-intl/server';
import { LoadingStatus } from '@/components/loading-status';
import { PeriodBar } from '@/components/period/period-bar';
import { reportPeriodPicks } from '@/components/period/period-picks';
import { ExportFailure } from '@/components/report/export-failure';
import { readReportQuery } from '@/components/report/report-query';
import { ReportHead } from '@/components/report/report-sheet';
import { ReportView } from '@/components/report/report-view';
import type { SearchParams } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { requireSession } from '@/lib/session/check';

export const generateMetadata = () => pageTitle('report.title');

/**
 * Laporan (issue 18): a period's figures for the whole programme, one parent bank or one unit
 * bank, read on the server; printed on A4 (components/print) or downloaded as XLSX. The period
 * and the bank live in the URL; the API decides what a scoped account may see.
 */
export default async function ReportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [session, raw, t] = await Promise.all([requireSession(), searchParams, getTranslations()]);
  const now = new Date();
  const { query, banks, exportError } = readReportQuery(raw, now);
  const access = session.user.access;
  const pickers: ('bsi' | 'bsu')[] = access?.bsu_id ? [] : access?.collector_id ? ['bsu'] : ['bsi', 'bsu'];
  return (
    <article className="report print-sheet" data-testid="report">
      <ReportHead kind="report" title={t('report.title')} query={query}>
        <MarkupLink className="btn btn-sm btn-view" href="/report/semester" testId="report-semester">
          {t('report.semester.link')}
        </MarkupLink>
      </ReportHead>
      <PeriodBar
        basePath="/report"
        period={query}
        keep={banks}
        testIdPrefix="report"
        {...reportPeriodPicks(t, query, now)}
      />
      <ExportFailure status={exportError} testId="report-export-error" />
      <Suspense
        key={new URLSearchParams(query).toString()}
        fallback={<LoadingStatus label={t('report.loading')} className="py-5" />}
      >
        <ReportView
          query={query}
          banks={banks}
          pickers={pickers}
          viewer={{ collectorId: access?.collector_id ?? null, bsuId: access?.bsu_id ?? null }}
        />
      </Suspense>
    </article>
  );
}
