'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { useKeepTabInside } from '@/components/form-kit/focus-trap';
import { LoadingStatus } from '@/components/loading-status';
import { errorText } from '@/lib/client/bff-fetch';
import { transactionDetailsQuery } from '@/lib/client/queries/transactions';
import type { TransactionDetails } from '@/lib/schemas/transactions';
import { statusBadgeClass } from '@/components/list/status-badge-class';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import { toLocale, type Locale } from '@/lib/shared/locales';
import { LogoMark } from '../icons';
import { useAppName } from '../shell/app-name';

type Party = { title: string; name: string; code?: string; address: string; phone: string; extra?: string };

function PartyBlock({ party, phoneLabel }: { party: Party; phoneLabel: string }) {
  return (
    <section className="col-12 col-md-4" aria-label={party.title}>
      <h3 className="h6 text-body-secondary text-uppercase small mb-2">{party.title}</h3>
      <p className="fw-semibold mb-1">
        {party.name}
        {party.code && <span className="text-body-secondary fw-normal ms-1">({party.code})</span>}
      </p>
      <p className="mb-1 small">{party.address}</p>
      {party.extra && <p className="mb-1 small">{party.extra}</p>}
      <p className="mb-0 small">
        {phoneLabel}: {party.phone}
      </p>
    </section>
  );
}

/** One figure of the summary: its term, and its value (bold when `strong`). */
function Fact({
  term,
  testId,
  strong,
  children,
}: {
  term: string;
  testId?: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="col-12 col-md-4">
      <dt className="small text-body-secondary">{term}</dt>
      <dd className={strong ? 'mb-0 fw-semibold' : 'mb-0'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** On paper only: the product's logo and name, and when the receipt was printed. */
function PrintHeader({ locale }: { locale: Locale }) {
  const t = useTranslations('transactions');
  const appName = useAppName();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Ctrl+P prints too: the time is set just before the page is laid out for paper.
    const update = () => flushSync(() => setNow(new Date()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return (
    <div
      className="receipt-brand d-none d-print-flex align-items-center justify-content-between gap-3 border-bottom pb-2"
      data-testid="receipt-brand"
    >
      <div className="d-flex align-items-center gap-2">
        <LogoMark size={32} />
        <span className="fs-5 fw-semibold">{appName}</span>
      </div>
      <div className="small" data-testid="receipt-printed">
        {t('printedOn', { date: formatDateTime(now, locale) })}
      </div>
    </div>
  );
}

type Line = TransactionDetails['details'][number];

/** A column of the receipt's lines: its heading (each cell's label on a phone) and its cell. */
type LineColumn = {
  key: 'no' | 'trashName' | 'price' | 'qty' | 'lineTotal';
  /** Amounts: to the end side, never wrapped. */
  amount?: boolean;
  testId?: string;
  cell: (line: Line, index: number) => ReactNode;
};

/** The receipt's lines, one row each, and the grand total under the amounts. */
function ReceiptLines({ lines, total, locale }: { lines: Line[]; total: string; locale: Locale }) {
  const t = useTranslations();
  const columns: LineColumn[] = [
    { key: 'no', cell: (_, index) => index + 1 },
    { key: 'trashName', cell: (line) => line.trash.trash_name },
    {
      key: 'price',
      amount: true,
      cell: (line) => t('common.perUnit', { price: formatMoney(line.price, locale), unit: line.unit }),
    },
    { key: 'qty', amount: true, cell: (line) => `${formatQuantity(line.qty, locale)} ${line.unit}` },
    { key: 'lineTotal', amount: true, testId: 'detail-line-total', cell: (line) => formatMoney(line.amount, locale) },
  ];
  return (
    <div className="table-responsive receipt-lines" tabIndex={0} role="region" aria-label={t('transactions.lines')}>
      <table className="table table-sm align-middle mb-0" data-testid="detail-lines">
        <caption className="visually-hidden">{t('transactions.lines')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.amount ? 'text-end' : undefined}>
                {t(`transactions.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={t(`transactions.${column.key}`)}
                  className={column.amount ? 'text-end text-nowrap' : undefined}
                  data-testid={column.testId}
                >
                  {column.cell(line, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length - 1} className="text-end">
              {t('transactions.grandTotal')}
            </th>
            <td className="text-end fw-bold text-nowrap" data-testid="detail-grand-total">
              {formatMoney(total, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * SPEC §2 Transactions: the extra-large detail modal (date, 'Status Transaksi', total, the
 * parties present, the lines, the grand total), read through the BFF, with a print button
 * that prints only this receipt: one A4 page, with the product's logo and name and the
 * print date. On a phone the lines stack, each value beside its column name.
 */
export function TransactionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  useKeepTabInside();
  const query = useQuery(transactionDetailsQuery(id));
  const tx = query.data;
  const parties: Party[] = [];
  if (tx?.collector) {
    parties.push({
      title: t('transactions.collector'),
      name: tx.collector.trash_bank_name,
      code: `BSI-${tx.collector.unique_code}`,
      address: tx.collector.address,
      phone: tx.collector.user.phone_number,
    });
  }
  if (tx)
    parties.push({
      title: t('transactions.bsu'),
      name: tx.bsu.trash_bank_name,
      code: `BSU-${tx.bsu.unique_code}`,
      address: tx.bsu.address,
      phone: tx.bsu.user.phone_number,
    });
  if (tx?.customer) {
    const { user } = tx.customer;
    parties.push({
      title: t('transactions.customer'),
      name: [user.first_name, user.last_name].filter(Boolean).join(' '),
      address: tx.customer.address,
      phone: user.phone_number,
      extra: `${t('transactions.nik')}: ${tx.customer.nik}`,
    });
  }
  return (
    <Modal show onHide={onClose} size="xl" centered aria-labelledby="transaction-title" className="receipt-modal">
      <PrintHeader locale={locale} />
      <Modal.Header closeButton closeLabel={t('transactions.close')}>
        <Modal.Title as="h2" id="transaction-title" className="h5">
          {t('transactions.detailTitle')} <span className="text-body-secondary">#{id}</span>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="receipt" data-testid="transaction-detail">
        {query.isPending && <LoadingStatus label={t('transactions.loading')} className="py-4" />}
        {query.isError && (
          <div className="alert alert-danger" role="alert">
            {t('transactions.loadError', { message: errorText(query.error, t) })}
          </div>
        )}
        {tx && (
          <>
            <dl className="row mb-4 receipt-summary">
              <Fact term={t('transactions.date')} testId="detail-date">
                {formatDate(tx.created_on, locale)}
              </Fact>
              <Fact term={t('transactions.status')}>
                <span className={statusBadgeClass(tx.status)}>{t(`status.${tx.status}`)}</span>
              </Fact>
              <Fact term={t('transactions.total')} testId="detail-total" strong>
                {formatMoney(tx.amount, locale)}
              </Fact>
            </dl>
            <div className="row g-3 mb-4">
              {parties.map((party) => (
                <PartyBlock key={party.title} party={party} phoneLabel={t('transactions.phone')} />
              ))}
            </div>
            <ReceiptLines lines={tx.details} total={tx.amount} locale={locale} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="d-print-none">
        <button type="button" className="btn btn-light" onClick={onClose}>
          {t('transactions.close')}
        </button>
        <button type="button" className="btn btn-brand" onClick={() => window.print()} disabled={!tx}>
          {t('transactions.print')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
