// The hot list and search calls, as both `npm run bench` (timed) and `npm run bench:explain`
// (query plans) send them: one list, so the plans shown are those of the calls measured.
export type BenchSubjects = { customerName: string; bsuCode: string; transactionId: number };

export function hotCases({ customerName, bsuCode, transactionId }: BenchSubjects): [label: string, path: string][] {
  const name = encodeURIComponent(customerName);
  return [
    ['transactions, first page', '/strict/transaction?page=1&per_page=50'],
    ['transactions, page 2,000', '/strict/transaction?page=2000&per_page=50'],
    ['transactions, customer name', `/strict/transaction?per_page=50&search=${name}`],
    ['transactions, BSU code', `/strict/transaction?per_page=50&search=BSU-${bsuCode}`],
    ['transactions, status', '/strict/transaction?per_page=50&search=pending'],
    ['customers, name search', `/strict/customer?per_page=50&search=${name}`],
    ['transaction details', `/strict/transaction/details?id=${transactionId}`],
  ];
}
