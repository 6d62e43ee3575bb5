import { getLocale, getTranslations } from 'next-intl/server';
import { quantityWithUnit } from '@/components/list/cells';
import { MarkupLink } from '@/components/markup-link';
import { TableCard, type TableCardColumn } from '@/components/list/table-card';
import { StaticPart } from '@/components/static-part';
import { formatCount, formatMoney, formatQuantity } from '@/lib/format';
import type { PeriodReport } from '@/lib/schemas/period-report';
import { toLocale } from '@/lib/shared/locales';
import type { FigureLinks } from './report-query';

const NUMBER = 'text-end text-nowrap';

/**
 * The report's tables (issue 18): the deposits per item and per category, the stock of each
 * item, and the unit banks ranked by what their customers deposited. A name links to its rows:
 * an item or a category to the waste-item list, a unit bank to its own report. Nothing here runs
 * in the browser: written once as HTML (issue 19), its links followed inside the app.
 */
export async function ReportTables({ report, links }: { report: PeriodReport; links: FigureLinks }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const columns = (...spec: [key: string, className?: string][]): TableCardColumn[] =>
    spec.map(([key, className]) => ({ label: t(`report.columns.${key}`), className }));
  const qty = (value: string) => formatQuantity(value, locale);
  const money = (value: string) => formatMoney(value, locale);
  const category = (code: string) => t(`options.category.${code}`);
  const tables = [
    {
      testId: 'report-items',
      title: t('report.tables.items'),
      wide: 'col-xl-7',
      columns: columns(['item'], ['category'], ['qty', NUMBER], ['amount', NUMBER]),
      rows: report.items.map((i) => ({
        key: `${i.id}-${i.unit}`,
        cells: [
          <MarkupLink key="n" href={links.item(i.name)}>
            {i.name}
          </MarkupLink>,
          category(i.category),
          quantityWithUnit(i.qty, i.unit, locale),
          money(i.amount),
        ],
      })),
    },
    {
      testId: 'report-categories',
      title: t('report.tables.categories'),
      wide: 'col-xl-5',
      columns: columns(['category'], ['kg', NUMBER], ['pcs', NUMBER], ['amount', NUMBER]),
      rows: report.categories.map((c) => ({
        key: c.category,
        cells: [
          <MarkupLink key="n" href={links.category(c.category)}>
            {category(c.category)}
          </MarkupLink>,
          qty(c.kg),
          qty(c.pcs),
          money(c.amount),
        ],
      })),
    },
    {
      testId: 'report-stock',
      title: t('report.tables.stock'),
      wide: 'col-xl-6',
      columns: columns(['item'], ['stock', NUMBER], ['maximum', NUMBER], ['unit']),
      rows: report.stock.map((s) => ({
        key: s.id,
        cells: [
          <MarkupLink key="n" href={links.item(s.name)}>
            {s.name}
          </MarkupLink>,
          // Full shelves (stock at or over the maximum) are time to sell to the parent bank.
          <span key="s" className={Number(s.stock) >= Number(s.maximum) ? 'text-danger fw-semibold' : undefined}>
            {qty(s.stock)}
          </span>,
          qty(s.maximum),
          s.unit,
        ],
      })),
    },
    {
      testId: 'report-ranking',
      title: t('report.tables.ranking'),
      wide: 'col-xl-6',
      columns: columns(
        ['rank', NUMBER],
        ['bank'],
        ['code', 'text-nowrap'],
        ['transactions', NUMBER],
        ['kg', NUMBER],
        ['amount', NUMBER],
      ),
      rows: report.ranking.map((b, i) => ({
        key: b.id,
        cells: [
          formatCount(i + 1, locale),
          <MarkupLink key="n" href={links.unit(b.id)} ariaLabel={t('report.unitReport', { name: b.name })}>
            {b.name}
          </MarkupLink>,
          `BSU-${b.code}`,
          formatCount(b.count, locale),
          qty(b.kg),
          money(b.amount),
        ],
      })),
    },
  ];
  return (
    <StaticPart>
      <div className="row g-3 report-tables">
        {tables.map(({ wide, ...table }) => (
          <div key={table.testId} className={`col-12 ${wide}`}>
            <TableCard {...table} empty={t('common.noData')} stacked />
          </div>
        ))}
      </div>
    </StaticPart>
  );
}
