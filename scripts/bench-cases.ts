// The hot list and search calls, as both `npm run bench` (timed) and `npm run bench:explain`
// (query plans) send them: one list, so the plans shown are those of the calls measured.
/** The API call behind each server-rendered page the benchmark loads: the page/API ratio's divisor. */
export const pageCalls: Record<string, string> = {
  '/transaction': 'transactions, first page',
  '/customer': 'customers, first page',
  // The dashboard asks for the summary and the months at once: it waits for the slower, the months.
  '/dashboard': 'dashboard, the last twelve months',
};

import { jakartaDay } from '../lib/shared/jakarta-days';
import { lastTwelveMonths } from '../lib/shared/periods';

/** `month`: a Jakarta month the data covers ('2026-10'); `bsuId`: a unit bank with transactions. */
export type BenchSubjects = {
  customerName: string;
  bsuCode: string;
  transactionId: number;
  bsuId: number;
  month: string;
  /** The first customer's regency ('32.73'): a place filter with customers in it. */
  regencyId: string;
  /** Whose audit trail to read: the signed-in administrator (the first one a fresh install makes: 1). */
  actorId?: number;
  /** The newest customer's user id: bench:data gives them 5,000 wallet movements in the last year. */
  customerUserId: number;
  /** Today in Jakarta: the passbook's last day. */
  today: string;
};

/** The last day of a month ('2026-02' → '2026-02-28'). */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export function hotCases({
  customerName,
  bsuCode,
  transactionId,
  bsuId,
  month,
  regencyId,
  actorId = 1,
  customerUserId,
  today,
}: BenchSubjects): [label: string, path: string][] {
  const name = encodeURIComponent(customerName);
  const monthRange = `from=${month}-01&to=${month}-28`;
  return [
    ['transactions, first page', '/strict/transaction?page=1&per_page=50'],
    ['transactions, page 2,000', '/strict/transaction?page=2000&per_page=50'],
    ['transactions, customer name', `/strict/transaction?per_page=50&search=${name}`],
    ['transactions, BSU code', `/strict/transaction?per_page=50&search=BSU-${bsuCode}`],
    ['transactions, status', '/strict/transaction?per_page=50&search=pending'],
    // Issue 17: sorted and filtered views, first and deep pages.
    ['transactions, by total', '/strict/transaction?per_page=50&sort=-amount'],
    ['transactions, by total, page 2,000', '/strict/transaction?per_page=50&sort=-amount&page=2000'],
    ['transactions, oldest first', '/strict/transaction?per_page=50&sort=created_on'],
    ['transactions, settled in a month', `/strict/transaction?per_page=50&status=settlement&${monthRange}`],
    ['transactions, a month by total', `/strict/transaction?per_page=50&${monthRange}&sort=-amount`],
    [
      'transactions, BSU + pending + total ≥ 10,000',
      `/strict/transaction?per_page=50&bsu=${bsuId}&status=pending&min=10000`,
    ],
    ['transactions, total 5,000–6,000', '/strict/transaction?per_page=50&min=5000&max=6000'],
    ['customers, first page', '/strict/customer?page=1&per_page=50'],
    ['customers, name search', `/strict/customer?per_page=50&search=${name}`],
    // Issue 17 on the master-data lists.
    ['customers, by name', '/strict/customer?per_page=50&sort=name'],
    ['customers, by name, page 1,000', '/strict/customer?per_page=50&sort=name&page=1000'],
    ['customers, inactive', '/strict/customer?per_page=50&status=inactive'],
    [
      'customers, women of a regency by name',
      `/strict/customer?per_page=50&gender=Perempuan&regency=${regencyId}&sort=name`,
    ],
    ['customers, one BSU', `/strict/customer?per_page=50&bsu=${bsuId}`],
    ['customers, a province', `/strict/customer?per_page=50&province=${regencyId.slice(0, 2)}`],
    ['unit banks, a province by name', `/strict/bsu?per_page=50&province=${regencyId.slice(0, 2)}&sort=name`],
    ['waste items, full stock', '/strict/trash?per_page=50&low=1&sort=-stock'],
    ['accounts, by name', '/strict/user?per_page=50&sort=name'],
    ['transaction details', `/strict/transaction/details?id=${transactionId}`],
    // Issue 18: the audit trail, newest first (audit_log_created_idx), and one person's (audit_log_actor_idx).
    ['audit trail, first page', '/strict/audit?page=1&per_page=50'],
    ['audit trail, one person', `/strict/audit?per_page=50&actor=${actorId}`],
    ['dashboard summary', '/strict/report/summary'],
    // The dashboard's other call: the last twelve months by month (issue 18), what it opens on.
    [
      'dashboard, the last twelve months',
      `/strict/report/monthly?from=${lastTwelveMonths(new Date()).from}&to=${today}`,
    ],
    // Issue 18: the records a bank keeps. The semester's half-year is the one the month falls in.
    ['report, a month for one BSU', `/strict/report/period?from=${month}-01&to=${monthEnd(month)}&bsu=${bsuId}`],
    ['report, a month for the programme', `/strict/report/period?from=${month}-01&to=${monthEnd(month)}`],
    [
      'report, semester for the programme',
      `/strict/report/semester?year=${month.slice(0, 4)}&half=${Number(month.slice(5)) <= 6 ? 1 : 2}`,
    ],
    [
      'passbook, 5,000 movements in a year',
      `/strict/wallet/passbook?user_id=${customerUserId}&from=${jakartaDay(new Date(Date.parse(today) - 364 * 86_400_000))}&to=${today}`,
    ],
  ];
}

/** The records (issue 18) and the dashboard's months: their targets are the wait of one administrator, so they are also measured one request at a time. */
export const isRecordCase = (label: string) => /^(report|passbook|dashboard),/.test(label);

type Person = { id: number; first_name: string; last_name?: string | null };
/** What the cases search for, from the newest transaction, the first customer and the first unit bank. */
export const subjectsOf = (
  newest: { id: number; created_on: string },
  customer: { user: Person; regency: { id: string } },
  bsu: { id: number; unique_code: string },
): BenchSubjects => ({
  customerName: `${customer.user.first_name} ${customer.user.last_name ?? ''}`.trim(),
  bsuCode: bsu.unique_code,
  transactionId: newest.id,
  bsuId: bsu.id,
  regencyId: customer.regency.id,
  customerUserId: customer.user.id,
  today: jakartaDay(new Date()),
  // A whole month before the newest transaction's: the data covers it.
  month: jakartaDay(new Date(Date.parse(newest.created_on) - 40 * 86_400_000)).slice(0, 7),
});
