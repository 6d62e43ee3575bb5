import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { statusBadgeClass } from '@/components/list/status-badge-class';
import { TableCard } from '@/components/list/table-card';
import { StaticPart } from '@/components/static-part';
import { formatDate, formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/shared/locales';
import type { Summary } from '@/lib/schemas/report';

/** A column: its label's key under dashboard, and its cells' class. */
type ColumnSpec = [key: string, className?: string];

const END = 'text-end';
const MONEY = 'text-end text-nowrap';

export async function DashboardTables({ summary }: { summary: Summary }) {
  const t = await getTranslations();
  const locale = toLocale(await getLocale());
  const panels: { testId: string; title: string; wide?: boolean; columns: ColumnSpec[]; rows: ReactNode[][] }[] = [
    {
      testId: 'top-bsu',
      title: t('dashboard.topBsu'),
      columns: [['unitName'], ['address'], ['orders', END]],
      rows: summary.top_bsu.map((b) => [b.bsu_name, b.address, b.purchase_count]),
    },
    {
      testId: 'latest-transactions',
      title: t('dashboard.latestTransactions'),
      columns: [['date', 'text-nowrap'], ['user'], ['total', MONEY], ['status']],
      rows: summary.latest_transactions.map((tx) => [
        formatDate(tx.created_on, locale),
        tx.user,
        formatMoney(tx.amount, locale),
        <span key="s" className={statusBadgeClass(tx.status)}>
          {t.has(`status.${tx.status}`) ? t(`status.${tx.status}`) : tx.status}
        </span>,
      ]),
    },
    {
      testId: 'top-trash',
      title: t('dashboard.topTrash'),
      wide: true,
      columns: [['trashName'], ['parentBank'], ['price', MONEY], ['orders', END]],
      rows: summary.top_trash.map((item) => [
        item.trash_name,
        item.bsi_name,
        t('common.perUnit', { price: formatMoney(item.price, locale), unit: item.unit }),
        item.purchase_count,
      ]),
    },
  ];
  // Nothing here runs in the browser: written once as HTML (issue 19).
  return (
    <StaticPart>
      <div className="row g-3">
        {panels.map(({ testId, title, wide, columns, rows }) => (
          <div key={testId} className={wide ? 'col-12' : 'col-12 col-xl-6'}>
            <TableCard
              title={title}
              testId={testId}
              columns={columns.map(([key, className]) => ({ label: t(`dashboard.${key}`), className }))}
              rows={rows.map((cells, i) => ({ key: i, cells }))}
              empty={t('common.noData')}
            />
          </div>
        ))}
      </div>
    </StaticPart>
  );
}
