import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { statusBadgeClass } from '@/components/list/status-badge-class';
import { formatDate, formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/shared/locales';
import type { Summary } from '@/lib/schemas/report';

type Column = { label: string; className?: string };

async function Panel({
  title,
  testId,
  columns,
  rows,
}: {
  title: string;
  testId: string;
  columns: Column[];
  rows: ReactNode[][];
}) {
  const t = await getTranslations('common');
  return (
    <section className="card border-0 shadow-sm h-100" data-testid={testId}>
      <div className="card-header bg-transparent">
        <h2 className="h6 mb-0 fw-semibold">{title}</h2>
      </div>
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.className}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="text-center text-body-secondary py-4">
                  {t('noData')}
                </td>
              </tr>
            ) : (
              rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((cell, j) => (
                    <td key={j} className={columns[j]?.className}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export async function DashboardTables({ summary }: { summary: Summary }) {
  const t = await getTranslations();
  const locale = toLocale(await getLocale());
  const end = { className: 'text-end' };
  const money = { className: 'text-end text-nowrap' };
  const nowrap = { className: 'text-nowrap' };
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-6">
        <Panel
          title={t('dashboard.topBsu')}
          testId="top-bsu"
          columns={[
            { label: t('dashboard.unitName') },
            { label: t('dashboard.address') },
            { label: t('dashboard.orders'), ...end },
          ]}
          rows={summary.top_bsu.map((b) => [b.bsu_name, b.address, b.purchase_count])}
        />
      </div>
      <div className="col-12 col-xl-6">
        <Panel
          title={t('dashboard.latestTransactions')}
          testId="latest-transactions"
          columns={[
            { label: t('dashboard.date'), ...nowrap },
            { label: t('dashboard.user') },
            { label: t('dashboard.total'), ...money },
            { label: t('dashboard.status') },
          ]}
          rows={summary.latest_transactions.map((tx) => [
            formatDate(tx.created_on, locale),
            tx.user,
            formatMoney(tx.amount, locale),
            <span key="s" className={statusBadgeClass(tx.status)}>
              {t.has(`status.${tx.status}`) ? t(`status.${tx.status}`) : tx.status}
            </span>,
          ])}
        />
      </div>
      <div className="col-12">
        <Panel
          title={t('dashboard.topTrash')}
          testId="top-trash"
          columns={[
            { label: t('dashboard.trashName') },
            { label: t('dashboard.parentBank') },
            { label: t('dashboard.price'), ...money },
            { label: t('dashboard.orders'), ...end },
          ]}
          rows={summary.top_trash.map((item) => [
            item.trash_name,
            item.bsi_name,
            t('common.perUnit', { price: formatMoney(item.price, locale), unit: item.unit }),
            item.purchase_count,
          ])}
        />
      </div>
    </div>
  );
}
