import { getTranslations } from 'next-intl/server';
import { HORIZONTAL_MAX_ITEMS, type LayoutPreferences } from '@/lib/layout-options';
import * as I from '../icons';
import { Brand } from './brand';
import { Dropdown } from './dropdown';
import { NavGroup } from './nav-group';
import type { StaffRole } from '@/lib/schemas/access';
import { navGroupsFor, type NavItem } from './nav-items';
import { NavLink } from './nav-link';
import { RailButton, SidebarFrame } from './sidebar-frame';
import { SidebarPin } from './sidebar-pin';

// Icons are drawn here on the server: the browser gets them as markup, not as code.
const icons: Record<string, typeof I.HomeIcon> = {
  menu: I.GridIcon,
  master: I.DatabaseIcon,
  finance: I.WalletIcon,
  access: I.UserIcon,
  dashboard: I.HomeIcon,
  report: I.ChartIcon,
  bsi: I.BuildingIcon,
  bsu: I.StoreIcon,
  trash: I.TrashIcon,
  customer: I.UsersIcon,
  transaction: I.RepeatIcon,
  balance: I.WalletIcon,
  topup: I.TopupIcon,
  withdrawal: I.WithdrawIcon,
  user: I.UserIcon,
  audit: I.LockIcon,
};

/**
 * The grouped list, plus the two-column rail or the horizontal 'Lainnya' menu when that is the
 * layout (the customizer re-renders the page when the layout changes). The app/shell-*.css
 * files show the parts the <html> attributes call for.
 */
export async function Sidebar({
  appName,
  layout,
  role,
}: {
  appName: string;
  layout: LayoutPreferences['layoutType'];
  /** The signed-in account's role: the entries it may open. */
  role: StaffRole | null | undefined;
}) {
  const t = await getTranslations();
  const navGroups = navGroupsFor(role);
  const flat = navGroups.flatMap((g) => g.items);
  const entry = (item: NavItem, className: string) => {
    const Icon = icons[item.key]!;
    return (
      <NavLink href={item.href} className={className}>
        <Icon className="nav-icon" />
        <span className="nav-label">{t(item.label)}</span>
      </NavLink>
    );
  };
  return (
    <SidebarFrame label={t('shell.sidebar')}>
      {layout === 'twocolumn' && (
        <div className="twocolumn-rail">
          <Brand appName={appName} />
          <ul className="list-unstyled m-0">
            {navGroups.map((group) => {
              const Icon = icons[group.key]!;
              return (
                <li key={group.key}>
                  <RailButton group={group.key} label={t(group.label)}>
                    <Icon size={20} />
                  </RailButton>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="app-menu-panel">
        <div className="navbar-brand-box">
          <Brand appName={appName} />
          <SidebarPin label={t('shell.pinSidebar')} icon={<I.PinIcon size={16} />} />
        </div>
        <nav className="app-nav" aria-label={t('shell.mainMenu')}>
          <ul className="nav-groups list-unstyled m-0">
            {navGroups.map((group) => (
              <NavGroup
                key={group.key}
                group={group.key}
                label={t(group.label)}
                chevron={<I.ChevronDownIcon size={14} className="nav-chevron" />}
              >
                {group.items.map((item) => (
                  <li
                    key={item.key}
                    className={flat.indexOf(item) >= HORIZONTAL_MAX_ITEMS ? 'nav-item nav-item-overflow' : 'nav-item'}
                  >
                    {entry(item, 'nav-link')}
                  </li>
                ))}
              </NavGroup>
            ))}
            {layout === 'horizontal' && (
              <li className="nav-more">
                <Dropdown
                  align="start"
                  buttonClassName="nav-link"
                  testId="nav-more"
                  button={
                    <>
                      <I.MoreIcon className="nav-icon" />
                      <span className="nav-label">{t('shell.more')}</span>
                      <I.ChevronDownIcon size={14} className="nav-chevron" />
                    </>
                  }
                >
                  <ul className="list-unstyled m-0">
                    {flat.slice(HORIZONTAL_MAX_ITEMS).map((item) => (
                      <li key={item.key}>{entry(item, 'dropdown-item')}</li>
                    ))}
                  </ul>
                </Dropdown>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </SidebarFrame>
  );
}
