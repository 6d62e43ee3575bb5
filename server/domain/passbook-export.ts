// A passbook (server/domain/passbook.ts) as a CSV or XLSX download: the opening row, one row per
// movement and the closing row, exactly the rows the JSON answer holds, headed and worded in the
// caller's language (server/domain/exports.ts neutralises formulas and types money and dates).
import { localizeDecimal } from '../../lib/shared/grouping';
import type { Passbook, PassbookEntry } from '../../lib/schemas/passbook';
import type { Translate } from '../../lib/shared/catalog';
import { dayEnd, dayStart } from '../../lib/shared/jakarta-days';
import type { Locale } from '../../lib/shared/locales';
import { headings, type Cell, type ExportSheet } from './exports';
import { sheet } from './period-report-export';

/** '2.500' → '2,5' in Indonesian: a quantity as the screens write it. */
function quantity(qty: string, locale: Locale) {
  const [whole = '0', fraction = ''] = qty.split('.');
  return localizeDecimal(whole, fraction.replace(/0+$/, ''), locale);
}

/** What a movement was: 'Setoran sampah #12: Botol Plastik 2 kg, Kardus 1,5 kg'. */
export function describeEntry(entry: PassbookEntry, t: Translate, locale: Locale) {
  const what = t(`passbook.kinds.${entry.kind}`, { id: entry.reference });
  if (entry.lines.length === 0) return what;
  const lines = entry.lines.map((l) =>
    t('passbook.line', { name: l.trash_name, qty: quantity(l.qty, locale), unit: l.unit }),
  );
  return `${what}: ${lines.join(', ')}`;
}

/** Zero on the side a movement does not touch is left empty, as on paper. */
const side = (amount: string) => (amount === '0.00' ? null : amount);

/** The rows of a passbook, opening and closing included. */
export function passbookRows(book: Passbook, t: Translate, locale: Locale): Cell[][] {
  return [
    [dayStart(book.from), t('passbook.opening'), null, null, null, null, book.opening_balance],
    ...book.entries.map((e): Cell[] => [
      new Date(e.at),
      describeEntry(e, t, locale),
      e.reference,
      e.kg,
      side(e.credit),
      side(e.debit),
      e.balance,
    ]),
    [
      // The last second of the period: the closing balance is the balance as that day ends.
      new Date(dayEnd(book.to).getTime() - 1000),
      t('passbook.closing'),
      null,
      book.total_kg,
      book.total_credit,
      book.total_debit,
      book.closing_balance,
    ],
  ];
}

/** The sheet of a passbook, named after its customer (without the characters a sheet name may not hold). */
export function passbookSheet(book: Passbook, t: Translate, locale: Locale): ExportSheet {
  const columns = headings(t, [
    ['passbook.columns.date', 'date'],
    ['passbook.columns.description', 'text', 48],
    ['passbook.columns.reference', 'number', 12],
    ['passbook.columns.kg', 'number', 12],
    ['passbook.columns.credit', 'money', 20],
    ['passbook.columns.debit', 'money', 20],
    ['passbook.columns.balance', 'money', 20],
  ]);
  const name = `${t('passbook.title')} ${book.customer.name}`.replace(/[*?:\\/[\]]+/g, ' ').trim();
  return sheet(name, columns, passbookRows(book, t, locale));
}
