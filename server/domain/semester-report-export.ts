// The semester report for the environment office (server/domain/semester-report.ts) as an XLSX
// workbook (issue 18), the tables a DLH officer copies into SIPSN: tonnes per composition
// category per regency and per unit bank, in SIPSN's order, then the impact. Tonnes are
// numbers kept to the gram and shown to the kilogram; the scope, the half-year, the customers
// served and what was not weighed are written above the first table.
import { wasteCategories } from '../../lib/schemas/fields';
import type { SemesterReport } from '../../lib/schemas/semester-report';
import type { Translate } from '../../lib/shared/catalog';
import type { Locale } from '../../lib/shared/locales';
import { formatQuantity } from '../../lib/shared/numbers';
import { formatPeriod, scopeLabel } from '../../lib/shared/periods';
import { headings, type Cell, type ExportBook, type ExportColumn } from './exports';
import { impactSheet, sheet } from './period-report-export';

const columns = [...wasteCategories, 'total'] as const;

export function semesterReportBook(r: SemesterReport, t: Translate, locale: Locale): ExportBook {
  const scope = scopeLabel(r.scope, t);
  const tonnes: ExportColumn[] = columns.map((c) => ({
    header: c === 'total' ? t('report.semester.total') : t(`options.category.${c}`),
    kind: 'tonnes',
    width: 16,
  }));
  const cells = (row: { tonnes: SemesterReport['total'] }): Cell[] => columns.map((c) => row.tonnes[c]);
  const customers = t('report.semester.customers', {
    registered: formatQuantity(r.customers.registered, locale),
    served: formatQuantity(r.customers.served, locale),
  });
  const sheets = [
    sheet(
      t('report.semester.sheets.regencies'),
      [
        ...headings(t, [
          ['report.semester.regency', 'text', 28],
          ['report.semester.province', 'text', 24],
        ]),
        ...tonnes,
      ],
      [
        ...r.regencies.map((g): Cell[] => [g.name, g.province, ...cells(g)]),
        [t('report.semester.total'), null, ...cells({ tonnes: r.total })],
      ],
      [
        t('report.semester.byRegency'),
        `${t('report.scope')}: ${scope}`,
        `${t('report.period')}: ${formatPeriod(r.period, locale)} (${r.period.from} – ${r.period.to})`,
        customers,
        t('report.semester.notes', { pieces: formatQuantity(r.pieces_not_weighed, locale) }),
      ],
    ),
    sheet(
      t('report.semester.sheets.banks'),
      [
        ...headings(t, [
          ['report.semester.bank', 'text', 32],
          ['report.columns.code', 'text', 12],
          ['report.semester.regency', 'text', 24],
          ['report.semester.served', 'number', 14],
        ]),
        ...tonnes,
      ],
      r.banks.map((b): Cell[] => [b.name, `BSU-${b.code}`, b.regency, b.customers_served, ...cells(b)]),
      [t('report.semester.byBank')],
    ),
    impactSheet(r.impact, t, locale),
  ];
  // 'Laporan Semester DLH Seluruh program 2026-S1' (the route adds the day and the extension).
  return { name: `${t('report.semester.title')} ${scope} ${r.period.year}-S${r.period.half}`, sheets };
}
