// SPEC §2 "Shell": the sidebar entries in this order. The groups keep that order intact, so
// the flat list (horizontal layout, 'Lainnya' after the sixth) reads the same as the SPEC.
// The server's alone (sidebar.tsx picks a role's entries from it): the browser marks the current
// entry and its group from nav-paths.ts and the paths the server hands its island.
import type { Ability } from '@/lib/schemas/access';
import type { GroupPaths } from './nav-paths';
export type NavItem = { key: string; label: string; href: string; needs?: Ability };
export type NavGroup = { key: string; label: string; items: NavItem[] };

/** An entry: its label is nav.`key`. */
const item = (key: string, href: string, needs?: Ability): NavItem => ({ key, label: `nav.${key}`, href, needs });
/** A group: its label is shell.groups.`key`. */
const group = (key: string, items: NavItem[]): NavGroup => ({ key, label: `shell.groups.${key}`, items });

export const navGroups: NavGroup[] = [
  group('menu', [item('dashboard', '/dashboard')]),
  group('master', [item('bsi', '/bsi'), item('bsu', '/bsu'), item('trash', '/trash'), item('customer', '/customer')]),
  group('finance', [
    item('transaction', '/transaction'),
    item('balance', '/balance-data'),
    item('topup', '/topup'),
    item('withdrawal', '/withdrawal'),
    // Laporan (issue 18): for everyone who reads the dashboard, each within their scope. Last in
    // its group, so the horizontal bar's first six entries stay SPEC's.
    item('report', '/report'),
  ]),
  // Jejak Audit (issue 18): the programme admin's alone.
  group('access', [item('user', '/user', 'user.manage'), item('audit', '/audit', 'audit.read')]),
];

/** Each group's key and its entries' paths, in order: what SidebarFrame needs of the groups. */
export const groupPaths = (groups: NavGroup[]): GroupPaths => groups.map((g) => [g.key, g.items.map((i) => i.href)]);
