import { getTranslations } from 'next-intl/server';
import { BankPickers } from '@/components/list/bank-picker';
import { getPeriodReport, type PeriodReportParams } from '@/lib/api/report';
import { AppError } from '@/lib/errors';
import type { PeriodReport } from '@/lib/schemas/period-report';
import { withSession } from '@/lib/session/check';
import { scopeLabel } from '@/lib/shared/periods';
import { figureLinks, type Viewer } from './report-query';
import { ImpactCard } from './impact-card';
import { ReportFigures } from './report-figures';
import { ReportCaption } from './report-sheet';
import { ReportTables } from './report-tables';

/** The URL's fields as the period bar names them, for a 422's per-field messages. */
const FIELDS: Record<string, string> = { from: 'view.from', to: 'view.to', bsi: 'view.bsi', bsu: 'view.bsu' };

type Props = {
  query: PeriodReportParams;
  /** The banks as the URL holds them, for the pickers. */
  banks: Record<string, string>;
  /** The pickers the viewer may use: both for the whole programme, the unit bank's for a parent bank's staff. */
  pickers: ('bsi' | 'bsu')[];
  viewer: Viewer;
};

/**
 * The report itself (issue 18), read on the server with the session's token: the bank pickers,
 * the header on paper, the figures and the tables. A refusal shows the API's own message (in
 * the visitor's language) instead of figures: a 422 names each field that is wrong.
 */
export async function ReportView({ query, banks, pickers, viewer }: Props) {
  const t = await getTranslations();
  const result = await withSession((s) => getPeriodReport(s, query)).then(
    (report): { report: PeriodReport } => ({ report }),
    (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      const fields = Object.entries(err.errors ?? {}).map(
        ([field, messages]) => `${FIELDS[field] ? t(FIELDS[field]) : field}: ${messages.join(', ')}`,
      );
      return {
        error:
          err.status === 422 && fields.length > 0
            ? t('report.invalid', { message: fields.join(' · ') })
            : t('report.loadError', { message: err.message }),
      };
    },
  );
  const report = 'report' in result ? result.report : null;
  // The chosen bank's name, from the report (the API's own scope); a bank it does not name shows its id.
  const nameOf = (kind: 'bsi' | 'bsu') => (id: string) =>
    report?.scope.kind === kind && String(report.scope.id) === id ? scopeLabel(report.scope, t) : `#${id}`;
  const bar =
    pickers.length > 0 ? (
      <div className="report-scope d-print-none" role="group" aria-label={t('report.scopePickers')}>
        <BankPickers t={t} kept={banks} params={pickers} names={{ bsi: nameOf('bsi'), bsu: nameOf('bsu') }} />
      </div>
    ) : null;
  if (!report) {
    return (
      <>
        {bar}
        <div className="alert alert-danger" role="alert" data-testid="report-error">
          {'error' in result ? result.error : null}
        </div>
      </>
    );
  }
  const links = figureLinks(report, viewer);
  return (
    <>
      {bar}
      <ReportCaption
        kind="report"
        title={t('report.title')}
        report={report}
        className="report-caption d-print-none"
        parts
      />
      <ReportFigures report={report} links={links} />
      <ReportTables report={report} links={links} />
      <div className="mt-3">
        <ImpactCard impact={report.impact} testId="report-impact" />
      </div>
    </>
  );
}
