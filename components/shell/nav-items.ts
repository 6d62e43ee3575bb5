import {
  BuildingIcon,
  DatabaseIcon,
  GridIcon,
  HomeIcon,
  RepeatIcon,
  StoreIcon,
  TopupIcon,
  TrashIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '../icons';

export type NavItem = { key: string; label: string; href: string; Icon: typeof HomeIcon };
export type NavGroup = { key: string; label: string; Icon: typeof HomeIcon; items: NavItem[] };

// SPEC §2 "Shell": the entries in this order. The groups keep that order intact, so the
// flat list (horizontal layout, 'Lainnya' after the sixth) reads the same as the SPEC.
export const navGroups: NavGroup[] = [
  {
    key: 'menu',
    label: 'shell.groups.menu',
    Icon: GridIcon,
    items: [{ key: 'dashboard', label: 'nav.dashboard', href: '/dashboard', Icon: HomeIcon }],
  },
  {
    key: 'master',
    label: 'shell.groups.master',
    Icon: DatabaseIcon,
    items: [
      { key: 'bsi', label: 'nav.bsi', href: '/bsi', Icon: BuildingIcon },
      { key: 'bsu', label: 'nav.bsu', href: '/bsu', Icon: StoreIcon },
      { key: 'trash', label: 'nav.trash', href: '/trash', Icon: TrashIcon },
      { key: 'customer', label: 'nav.customer', href: '/customer', Icon: UsersIcon },
    ],
  },
  {
    key: 'finance',
    label: 'shell.groups.finance',
    Icon: WalletIcon,
    items: [
      { key: 'transaction', label: 'nav.transaction', href: '/transaction', Icon: RepeatIcon },
      { key: 'balance', label: 'nav.balance', href: '/balance-data', Icon: WalletIcon },
      { key: 'topup', label: 'nav.topup', href: '/topup', Icon: TopupIcon },
      { key: 'withdrawal', label: 'nav.withdrawal', href: '/withdrawal', Icon: WithdrawIcon },
    ],
  },
  {
    key: 'access',
    label: 'shell.groups.access',
    Icon: UserIcon,
    items: [{ key: 'user', label: 'nav.user', href: '/user', Icon: UserIcon }],
  },
];

export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

export const groupOf = (pathname: string) => navGroups.find((g) => g.items.some((i) => isActive(pathname, i.href)))?.key ?? navGroups[0]!.key;
