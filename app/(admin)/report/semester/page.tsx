import { Suspense } from 'react';
import { MarkupLink } from '@/components/markup-link';
import { getTranslations } from 'next-intl/server';
import { LoadingStatus } from '@/components/loading-status';
import { ExportFailure } from '@/components/report/export-failure';
import { ReportHead } from '@/components/report/report-sheet';
import { SemesterView } from '@/components/report/semester-view';
import type { SearchParams } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { requireSession } from '@/lib/session/check';
import { jakartaDay } from '@/lib/shared/jakarta-days';

export const generateMetadata = () => pageTitle('report.semester.title');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * Laporan semester DLH (issue 18): the half-year the district environment office collects for
 * SIPSN, tonnes per composition category per regency and per unit bank. ?year=&half=1|2; the
 * current half-year unless the URL names one. The API decides what a scoped account covers.
 */
export default async function SemesterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [, raw, t] = await Promise.all([requireSession(), searchParams, getTranslations()]);
  const today = jakartaDay(new Date());
  const thisYear = Number(today.slice(0, 4));
  const query = {
    year: first(raw.year) ?? String(thisYear),
    half: first(raw.half) ?? (Number(today.slice(5, 7)) <= 6 ? '1' : '2'),
  };
  const years = Array.from({ length: 6 }, (_, i) => String(thisYear - i));
  return (
    <article className="report print-sheet" data-testid="semester-report">
      <ReportHead kind="semester" title={t('report.semester.title')} query={query} page="a4-landscape">
        <MarkupLink className="btn btn-sm btn-view" href="/report">
          {t('report.title')}
        </MarkupLink>
      </ReportHead>
      <form method="get" action="/report/semester" className="report-period d-print-none" data-testid="semester-form">
        <div className="report-days">
          <label className="form-label small mb-0">
            {t('report.semester.year')}
            <select name="year" defaultValue={query.year} className="form-select form-select-sm">
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label className="form-label small mb-0">
            {t('report.semester.half')}
            <select name="half" defaultValue={query.half} className="form-select form-select-sm">
              {(['1', '2'] as const).map((h) => (
                <option key={h} value={h}>
                  {t(`report.semester.halves.${h}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-sm btn-primary" data-testid="semester-show">
            {t('report.show')}
          </button>
        </div>
      </form>
      <ExportFailure status={first(raw.exportError)} testId="semester-export-error" />
      <Suspense
        key={`${query.year}-${query.half}`}
        fallback={<LoadingStatus label={t('report.loading')} className="py-5" />}
      >
        <SemesterView query={query} />
      </Suspense>
    </article>
  );
}
