// SPEC §2 "Shell": the sidebar entries in this order. The groups keep that order intact, so
// the flat list (horizontal layout, 'Lainnya' after the sixth) reads the same as the SPEC.
// Plain data: the browser needs it only to mark the active entry and its group.
export type NavItem = { key: string; label: string; href: string };
export type NavGroup = { key: string; label: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    key: 'menu',
    label: 'shell.groups.menu',
    items: [{ key: 'dashboard', label: 'nav.dashboard', href: '/dashboard' }],
  },
  {
    key: 'master',
    label: 'shell.groups.master',
    items: [
      { key: 'bsi', label: 'nav.bsi', href: '/bsi' },
      { key: 'bsu', label: 'nav.bsu', href: '/bsu' },
      { key: 'trash', label: 'nav.trash', href: '/trash' },
      { key: 'customer', label: 'nav.customer', href: '/customer' },
    ],
  },
  {
    key: 'finance',
    label: 'shell.groups.finance',
    items: [
      { key: 'transaction', label: 'nav.transaction', href: '/transaction' },
      { key: 'balance', label: 'nav.balance', href: '/balance-data' },
      { key: 'topup', label: 'nav.topup', href: '/topup' },
      { key: 'withdrawal', label: 'nav.withdrawal', href: '/withdrawal' },
    ],
  },
  { key: 'access', label: 'shell.groups.access', items: [{ key: 'user', label: 'nav.user', href: '/user' }] },
];

export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** The group holding the current route (the first one when none does). */
export const groupOf = (pathname: string) =>
  navGroups.find((g) => g.items.some((i) => isActive(pathname, i.href)))?.key ?? navGroups[0]!.key;
