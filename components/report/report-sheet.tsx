import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { PrintButton, type PrintPage } from '@/components/print/print-button';
import { PrintHeader } from '@/components/print/print-header';
import { formatDateTime } from '@/lib/format';
import { hrefOf } from '@/lib/list-view';
import { toLocale } from '@/lib/shared/locales';
import { formatPeriod, scopeLabel } from '@/lib/shared/periods';

/**
 * A report's title and tools on screen (issue 18): the XLSX download of what the page shows
 * (`query`), the page's own links (`children`), then printing on the page's paper. `kind` names
 * the report: its download route and the prefix of the tools' test ids.
 */
export async function ReportHead({
  kind,
  title,
  query,
  page,
  children,
}: {
  kind: 'report' | 'semester';
  title: string;
  query: Record<string, string>;
  page?: PrintPage;
  children: ReactNode;
}) {
  const t = await getTranslations('report');
  return (
    <div className="report-head d-print-none">
      <h1 className="h4 mb-0">{title}</h1>
      <div className="report-actions" role="group" aria-label={t('tools')}>
        <a
          className="btn btn-sm btn-view"
          href={hrefOf(`/strict/export/${kind}`, { ...query, format: 'xlsx' })}
          data-testid={`${kind}-xlsx`}
        >
          {t('download')}
        </a>
        {children}
        <PrintButton label={t('print')} page={page} testId={`${kind}-print`} />
      </div>
    </div>
  );
}

/**
 * Whom and which days a report covers: on paper in the print header, under `title`; on screen
 * as a caption ('BSU Melati (BSU-101) · 1–30 November 2026'). `kind` prefixes the test ids;
 * `parts` gives the caption's scope and period test ids of their own.
 */
export async function ReportCaption({
  kind,
  title,
  report,
  className,
  parts,
}: {
  kind: 'report' | 'semester';
  title: string;
  report: { scope: Parameters<typeof scopeLabel>[0]; period: Parameters<typeof formatPeriod>[0] };
  className: string;
  parts?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const scope = scopeLabel(report.scope, t);
  const period = formatPeriod(report.period, locale);
  return (
    <>
      <PrintHeader
        title={title}
        lines={[scope, period]}
        printed={t('report.printedOn', { date: formatDateTime(new Date(), locale) })}
        testId={`${kind}-print-header`}
      />
      <p className={className} data-testid={`${kind}-caption`}>
        <span className="fw-semibold" data-testid={parts ? `${kind}-scope` : undefined}>
          {scope}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid={parts ? `${kind}-period` : undefined}>{period}</span>
      </p>
    </>
  );
}
