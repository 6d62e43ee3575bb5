import type { ReactNode } from 'react';
import type { getTranslations } from 'next-intl/server';
import { formatDate, formatDateTime, formatMoney, formatQuantity } from '@/lib/format';
import type { Passbook, PassbookEntry } from '@/lib/schemas/passbook';
import { dayStart } from '@/lib/shared/jakarta-days';
import type { Locale } from '@/lib/shared/locales';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** Who and whose: the unit bank (or, while the customer banks nowhere, the programme), the customer, the period. */
export function PassbookHead({ book, t, locale, appName }: { book: Passbook; t: T; locale: Locale; appName: string }) {
  const bank = book.bsu
    ? [`BSU-${book.bsu.code}`, book.collector && `${t('transactions.collector')}: ${book.collector.name}`]
    : [t('passbook.noBank')];
  const facts: [string, string, string][] = [
    ['customer', t('transactions.customer'), book.customer.name],
    ['nik', t('columns.nik'), book.customer.nik],
    ['phone', t('columns.phone'), book.customer.phone_number],
    [
      'period',
      t('passbook.period'),
      t('passbook.periodValue', {
        from: formatDate(dayStart(book.from), locale),
        to: formatDate(dayStart(book.to), locale),
      }),
    ],
  ];
  return (
    <header className="passbook-head card-body border-bottom">
      <div className="passbook-bank">
        <p className="h5 mb-1" data-testid="passbook-bank">
          <bdi>{book.bsu?.name ?? appName}</bdi>
        </p>
        <p className="small text-body-secondary mb-2">{bank.filter(Boolean).join(' · ')}</p>
        <h1 className="h4 mb-0" id="passbook-title">
          {t('passbook.title')}
        </h1>
      </div>
      <dl className="passbook-facts mb-0">
        {facts.map(([key, label, value]) => (
          <div key={key} className="passbook-fact">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0 fw-semibold" data-testid={`passbook-${key}`}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="passbook-printed small text-body-secondary mb-0" data-testid="passbook-printed">
        {t('passbook.printedOn', { date: formatDateTime(new Date(), locale) })}
      </p>
    </header>
  );
}

/** The movement's kind and number, and what a deposit held. */
function Description({ entry, t, locale }: { entry: PassbookEntry; t: T; locale: Locale }) {
  return (
    <div>
      <span className="d-block">{t(`passbook.kinds.${entry.kind}`, { id: entry.reference })}</span>
      {entry.lines.length > 0 && (
        <span className="d-block small text-body-secondary passbook-lines">
          {entry.lines
            .map((l) => t('passbook.line', { name: l.trash_name, qty: formatQuantity(l.qty, locale), unit: l.unit }))
            .join(' · ')}
        </span>
      )}
    </div>
  );
}

/** Every movement between the opening and the closing row, with the balance after each. */
export function PassbookTable({ book, t, locale }: { book: Passbook; t: T; locale: Locale }) {
  const money = (value: string) => formatMoney(value, locale);
  const side = (value: string) => (value === '0.00' ? '' : money(value));
  const label = (key: string) => t(`passbook.columns.${key}`);
  const numeric = 'text-end text-nowrap';
  const heads = ['date', 'description', 'kg', 'credit', 'debit', 'balance'];
  const row = (key: string, cells: [string, ReactNode][], testId?: string) => (
    <tr key={key} data-testid={testId}>
      {cells.map(([column, value], i) => (
        <td key={column} data-label={label(column)} className={i === 0 ? 'text-nowrap' : i > 1 ? numeric : undefined}>
          {value}
        </td>
      ))}
    </tr>
  );
  const edge = (key: 'opening' | 'closing', day: string, balance: string, totals?: [string, string, string]) =>
    row(
      key,
      [
        ['date', <bdi key="t">{formatDate(dayStart(day), locale)}</bdi>],
        ['description', <strong key="d">{t(`passbook.${key}`)}</strong>],
        ['kg', totals ? formatQuantity(totals[0], locale) : ''],
        ['credit', totals ? money(totals[1]) : ''],
        ['debit', totals ? money(totals[2]) : ''],
        [
          'balance',
          <strong key="b" data-testid={`passbook-${key}-balance`}>
            {money(balance)}
          </strong>,
        ],
      ],
      `passbook-${key}`,
    );
  return (
    <table className="table align-middle mb-0 passbook-table">
      <thead>
        <tr>
          {heads.map((key, i) => (
            <th key={key} scope="col" className={i > 1 ? numeric : undefined}>
              {label(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {edge('opening', book.from, book.opening_balance)}
        {book.entries.map((e) =>
          row(
            String(e.id),
            [
              ['date', <bdi key="t">{formatDateTime(e.at, locale)}</bdi>],
              ['description', <Description key="d" entry={e} t={t} locale={locale} />],
              ['kg', e.kg === null ? '' : formatQuantity(e.kg, locale)],
              ['credit', side(e.credit)],
              ['debit', side(e.debit)],
              ['balance', money(e.balance)],
            ],
            'passbook-entry',
          ),
        )}
        {book.entries.length === 0 && (
          <tr>
            <td colSpan={heads.length} className="text-center text-body-secondary py-4" data-testid="passbook-empty">
              {t('passbook.empty')}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        {edge('closing', book.to, book.closing_balance, [book.total_kg, book.total_credit, book.total_debit])}
      </tfoot>
    </table>
  );
}
