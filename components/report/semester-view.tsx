import { getLocale, getTranslations } from 'next-intl/server';
import { TableCard } from '@/components/list/table-card';
import { StaticPart } from '@/components/static-part';
import { ImpactCard } from '@/components/report/impact-card';
import { ReportCaption } from '@/components/report/report-sheet';
import { getSemesterReport } from '@/lib/api/report';
import { AppError } from '@/lib/errors';
import { formatCount, formatQuantity } from '@/lib/format';
import { wasteCategories } from '@/lib/schemas/fields';
import type { SemesterReport } from '@/lib/schemas/semester-report';
import { withSession } from '@/lib/session/check';
import { toLocale } from '@/lib/shared/locales';
import { formatFixed } from '@/lib/shared/numbers';

const columns = [...wasteCategories, 'total'] as const;

/**
 * The semester report for the environment office (issue 18), read on the server: tonnes per SIPSN
 * category per regency and per unit bank, in the order SIPSN's form lists the categories, with
 * the customers served; printed on A4 landscape. A refusal shows the API's own message.
 */
export async function SemesterView({ query }: { query: { year: string; half: string } }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const result = await withSession((s) => getSemesterReport(s, query)).then(
    (report): { report: SemesterReport } => ({ report }),
    (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      const fields = Object.values(err.errors ?? {}).flat();
      return { error: t('report.loadError', { message: fields.length ? fields.join(' · ') : err.message }) };
    },
  );
  if (!('report' in result))
    return (
      <div className="alert alert-danger" role="alert" data-testid="semester-error">
        {result.error}
      </div>
    );
  const { report } = result;
  // Tonnes to the kilogram on screen and paper; the API keeps grams, so its totals add up.
  const tonnes = (value: string) => formatFixed(value, 3, locale);
  const categoryColumns = columns.map((c) => ({
    label: c === 'total' ? t('report.semester.total') : t(`options.category.${c}`),
    className: 'text-end text-nowrap',
  }));
  const cells = (row: { tonnes: SemesterReport['total'] }) => columns.map((c) => tonnes(row.tonnes[c]));
  // The two tables, by regency and by unit bank: their own columns, then the categories'.
  const tables = [
    {
      title: t('report.semester.byRegency'),
      testId: 'semester-regencies',
      columns: [{ label: t('report.semester.regency') }, { label: t('report.semester.province') }],
      rows: [
        ...report.regencies.map((r) => ({ key: r.id, cells: [r.name, r.province, ...cells(r)] })),
        ...(report.regencies.length > 1
          ? [{ key: 'total', cells: [t('report.semester.total'), '', ...cells({ tonnes: report.total })] }]
          : []),
      ],
    },
    {
      title: t('report.semester.byBank'),
      testId: 'semester-banks',
      columns: [
        { label: t('report.semester.bank') },
        { label: t('report.semester.regency') },
        { label: t('report.semester.served'), className: 'text-end' },
      ],
      rows: report.banks.map((b) => ({
        key: b.id,
        cells: [`${b.name} (BSU-${b.code})`, b.regency, formatCount(b.customers_served, locale), ...cells(b)],
      })),
    },
  ];
  return (
    <>
      <ReportCaption kind="semester" title={t('report.semester.title')} report={report} className="report-caption" />
      <p className="mb-3" data-testid="semester-customers">
        {t('report.semester.customers', {
          registered: formatCount(report.customers.registered, locale),
          served: formatCount(report.customers.served, locale),
        })}
      </p>
      <div className="report-stack">
        {/* Nothing in the tables runs in the browser: written once as HTML (issue 19). */}
        <StaticPart>
          <div className="report-stack">
            {tables.map((table) => (
              <TableCard
                key={table.testId}
                title={table.title}
                testId={table.testId}
                stacked
                empty={t('report.semester.empty')}
                columns={[...table.columns, ...categoryColumns]}
                rows={table.rows}
              />
            ))}
          </div>
        </StaticPart>
        <ImpactCard impact={report.impact} testId="semester-impact" />
      </div>
      <p className="small text-body-secondary mt-3" data-testid="semester-notes">
        {t('report.semester.notes', { pieces: formatQuantity(report.pieces_not_weighed, locale) })}
      </p>
    </>
  );
}
