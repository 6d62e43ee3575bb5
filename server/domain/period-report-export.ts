// The period report (server/domain/period-report.ts) as an XLSX workbook (issue 18): one sheet
// per table of the screen, headed in the caller's language; money as numbers in the Rupiah
// format and quantities as numbers (server/domain/exports.ts); the period and the scope written
// above the summary's headings. Exactly the figures of the JSON answer.
import type { Impact } from '../../lib/schemas/impact';
import type { PeriodReport } from '../../lib/schemas/period-report';
import { impactParameters } from '../../lib/schemas/impact';
import type { Translate } from '../../lib/shared/catalog';
import type { Locale } from '../../lib/shared/locales';
import { formatPeriod, scopeLabel } from '../../lib/shared/periods';
import { headings, type Cell, type ExportBook, type ExportSheet } from './exports';

const once = (rows: Cell[][]): AsyncIterable<Cell[][]> =>
  (async function* () {
    yield rows;
  })();

export const sheet = (
  name: string,
  columns: ExportSheet['columns'],
  rows: Cell[][],
  preface?: string[],
): ExportSheet => ({
  name,
  columns,
  batches: once(rows),
  ...(preface ? { preface } : {}),
});

/** The impact (lib/shared/impact.ts): kg and kg CO2e per category weighed, their total, the factors' source above. */
export function impactSheet(impact: Impact, t: Translate, locale: Locale): ExportSheet {
  const rows: Cell[][] = impact.categories
    .filter((c) => Number(c.kg) > 0)
    .map((c) => [t(`options.category.${c.category}`), c.kg, c.factor, c.co2e]);
  return sheet(
    t('impact.sheet'),
    headings(t, [
      ['impact.category', 'text', 24],
      ['impact.kg', 'number', 22],
      ['impact.factor', 'number', 20],
      ['impact.co2e', 'number', 24],
    ]),
    [...rows, [t('impact.total'), impact.kg, null, impact.co2e]],
    [t('impact.title'), t('impact.source', { version: impact.version, ...impactParameters(locale) })],
  );
}

/** The summary: one row per figure, its count, kg and Rp where it has them. */
function summaryRows(r: PeriodReport, t: Translate): Cell[][] {
  const label = (key: string) => t(`report.summary.${key}`);
  return [
    [label('customersTotal'), r.customers.total, null, null],
    [label('customersActive'), r.customers.active, null, null],
    [label('customersNew'), r.customers.new, null, null],
    [label('deposits'), r.deposits.count, r.deposits.kg, r.deposits.amount],
    [label('pickups'), r.pickups.count, r.pickups.kg, r.pickups.amount],
    [label('topups'), r.topups.count, null, r.topups.amount],
    [label('withdrawals'), r.withdrawals.count, null, r.withdrawals.amount],
    [label('opening'), null, null, r.balances.opening],
    [label('closing'), null, null, r.balances.closing],
  ];
}

type Heading = Parameters<typeof headings>[1][number];

/** The columns several sheets have, as wide on each. */
const column = {
  item: ['report.columns.item', 'text', 32],
  unit: ['report.columns.unit', 'text', 8],
  kg: ['report.columns.kg', 'number', 14],
  amount: ['report.columns.amount', 'money', 22],
} satisfies Record<string, Heading>;

export function periodReportBook(r: PeriodReport, t: Translate, locale: Locale): ExportBook {
  const scope = scopeLabel(r.scope, t);
  const period = formatPeriod(r.period, locale);
  const category = (code: string) => t(`options.category.${code}`);
  const table = (name: string, columns: Heading[], rows: Cell[][], preface?: string[]) =>
    sheet(name, headings(t, columns), rows, preface);
  const sheets = [
    table(
      t('report.sheets.summary'),
      [['report.columns.figure', 'text', 40], ['report.columns.count', 'number', 14], column.kg, column.amount],
      summaryRows(r, t),
      [
        t('report.title'),
        `${t('report.scope')}: ${scope}`,
        `${t('report.period')}: ${period} (${r.period.from} – ${r.period.to})`,
      ],
    ),
    table(
      t('report.sheets.items'),
      [
        column.item,
        ['report.columns.category', 'text', 20],
        ['report.columns.qty', 'number', 14],
        column.unit,
        column.amount,
      ],
      r.items.map((i) => [i.name, category(i.category), i.qty, i.unit, i.amount]),
    ),
    table(
      t('report.sheets.categories'),
      [['report.columns.category', 'text', 24], column.kg, ['report.columns.pcs', 'number', 14], column.amount],
      r.categories.map((c) => [category(c.category), c.kg, c.pcs, c.amount]),
    ),
    table(
      t('report.sheets.stock'),
      [column.item, ['report.columns.stock', 'number', 14], ['report.columns.maximum', 'number', 14], column.unit],
      r.stock.map((s) => [s.name, s.stock, s.maximum, s.unit]),
    ),
    table(
      t('report.sheets.ranking'),
      [
        ['report.columns.rank', 'number', 6],
        ['report.columns.bank', 'text', 32],
        ['report.columns.code', 'text', 12],
        ['report.columns.transactions', 'number', 14],
        column.kg,
        column.amount,
      ],
      r.ranking.map((b, i) => [i + 1, b.name, `BSU-${b.code}`, b.count, b.kg, b.amount]),
    ),
    impactSheet(r.impact, t, locale),
  ];
  // The file: 'Laporan BSU Melati (BSU-101) 2026-11-01_2026-11-30' (the route adds the day and the extension).
  return { name: `${t('report.title')} ${scope} ${r.period.from}_${r.period.to}`, sheets };
}
