// The hot list and search calls, as both `npm run bench` (timed) and `npm run bench:explain`
// (query plans) send them: one list, so the plans shown are those of the calls measured.
/** The API call behind each server-rendered page the benchmark loads: the page/API ratio's divisor. */
export const pageCalls: Record<string, string> = {
  '/transaction': 'transactions, first page',
  '/customer': 'customers, first page',
  '/dashboard': 'dashboard summary',
};

export type BenchSubjects = { customerName: string; bsuCode: string; transactionId: number };

export function hotCases({ customerName, bsuCode, transactionId }: BenchSubjects): [label: string, path: string][] {
  const name = encodeURIComponent(customerName);
  return [
    ['transactions, first page', '/strict/transaction?page=1&per_page=50'],
    ['transactions, page 2,000', '/strict/transaction?page=2000&per_page=50'],
    ['transactions, customer name', `/strict/transaction?per_page=50&search=${name}`],
    ['transactions, BSU code', `/strict/transaction?per_page=50&search=BSU-${bsuCode}`],
    ['transactions, status', '/strict/transaction?per_page=50&search=pending'],
    ['customers, first page', '/strict/customer?page=1&per_page=50'],
    ['customers, name search', `/strict/customer?per_page=50&search=${name}`],
    ['transaction details', `/strict/transaction/details?id=${transactionId}`],
    ['dashboard summary', '/strict/report/summary'],
  ];
}
