// Each screen's title (its <h1> and the first part of its <title>) by its path: a move to another
// screen shows it at once (components/shell/screen-pending.tsx), before the screen's data has come.
// lib/screen-titles.test.ts keeps it the key each page names its <title> with.
export const screenTitles = {
  '/dashboard': 'dashboard.title',
  '/bsi': 'bsi.title',
  '/bsu': 'bsu.title',
  '/trash': 'trash.title',
  '/customer': 'customers.title',
  '/transaction': 'transactions.title',
  '/balance-data': 'wallets.balanceTitle',
  '/topup': 'wallets.topupTitle',
  '/withdrawal': 'wallets.withdrawTitle',
  '/report': 'report.title',
  '/report/semester': 'report.semester.title',
  '/user': 'users.title',
  '/audit': 'audit.title',
  '/edit-profile': 'account.title',
  '/pages-profile-settings': 'account.title',
} as const;

/**
 * Whether `pathname` is one of `screens` (screenTitles' paths), or a page under one (a customer's
 * passbook). The browser passes the paths it was given with the titles, so that its script does
 * not carry this table too.
 */
export function isScreen(pathname: string, screens: readonly string[]): boolean {
  return screens.some((screen) => atOrUnder(pathname, screen));
}

/** `pathname` is `path` or a page under it: the sidebar's current entry too (nav-paths.ts). */
export const atOrUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);
