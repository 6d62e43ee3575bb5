import { getLocale, getTranslations } from 'next-intl/server';
import { HORIZONTAL_MAX_ITEMS, type LayoutPreferences } from '@/lib/layout-options';
import { markupMemo } from '@/lib/markup-memo';
import { staticMarkup } from '@/lib/static-markup';
import { can, type StaffRole } from '@/lib/schemas/access';
import * as I from '../icons';
import { markupSource } from '@/lib/markup-source';
import { Brand } from './brand';
import { MenuMarkup } from './menu-markup';
import { groupPaths, navGroups, type NavGroup, type NavItem } from './nav-items';
import { groupOf, isActive } from './nav-paths';
import { SidebarFrame } from './sidebar-frame';

/** The entries a role may open (every other screen reads within the role's scope); empty groups go. */
const navGroupsFor = (role: StaffRole | null | undefined): NavGroup[] =>
  navGroups
    .map((g) => ({ ...g, items: g.items.filter((i) => can(role, i.needs ?? 'read')) }))
    .filter((g) => g.items.length > 0);

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

type T = Awaited<ReturnType<typeof getTranslations>>;
type Context = {
  t: T;
  appName: string;
  layout: LayoutPreferences['layoutType'];
  role: StaffRole | null | undefined;
  pathname: string;
};

/**
 * The grouped list, plus the two-column rail or the horizontal 'Lainnya' menu when that is the
 * layout (the customizer re-renders the page when the layout changes). The app/shell-*.css files
 * show the parts the <html> attributes call for. Plain elements only: the sidebar is written once
 * as HTML and never hydrated (issue 19); SidebarFrame acts on it. The current screen's entry and
 * group are marked here, for the first paint, and by SidebarFrame after each move.
 */
export function SidebarMarkup({ t, appName, layout, role, pathname }: Context) {
  const groups = navGroupsFor(role);
  const flat = groups.flatMap((g) => g.items);
  const current = groupOf(pathname, groupPaths(groups));
  const entry = (item: NavItem, className: string) => {
    const Icon = icons[item.key]!;
    const active = isActive(pathname, item.href);
    return (
      <a
        href={item.href}
        className={active ? `${className} active` : className}
        aria-current={active ? 'page' : undefined}
        data-nav=""
      >
        <Icon className="nav-icon" />
        <span className="nav-label">{t(item.label)}</span>
      </a>
    );
  };
  return (
    <>
      {layout === 'twocolumn' && (
        <div className="twocolumn-rail">
          <Brand appName={appName} />
          <ul className="list-unstyled m-0">
            {groups.map((group) => {
              const Icon = icons[group.key]!;
              const label = t(group.label);
              return (
                <li key={group.key}>
                  <button
                    type="button"
                    className={group.key === current ? 'rail-button active' : 'rail-button'}
                    aria-pressed={group.key === current}
                    aria-label={label}
                    title={label}
                    data-rail-group={group.key}
                  >
                    <Icon size={20} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="app-menu-panel">
        <div className="navbar-brand-box">
          <Brand appName={appName} />
          {/* SPEC §4: the hover sidebar's own button flips it between sm-hover and sm-hover-active. */}
          <button
            type="button"
            className="btn sidebar-pin"
            aria-pressed={false}
            aria-label={t('shell.pinSidebar')}
            title={t('shell.pinSidebar')}
          >
            <I.PinIcon size={16} />
          </button>
        </div>
        <nav className="app-nav" aria-label={t('shell.mainMenu')}>
          <ul className="nav-groups list-unstyled m-0">
            {groups.map((group) => (
              // SPEC §4 "Menu groups open and close".
              <li key={group.key} className="nav-group" data-group={group.key} data-open="true">
                <button
                  type="button"
                  className="nav-group-toggle"
                  aria-expanded={true}
                  aria-controls={`nav-group-${group.key}`}
                >
                  <span>{t(group.label)}</span>
                  <I.ChevronDownIcon size={14} className="nav-chevron" />
                </button>
                <ul id={`nav-group-${group.key}`} className="nav-group-items list-unstyled m-0">
                  {group.items.map((item) => (
                    <li
                      key={item.key}
                      className={flat.indexOf(item) >= HORIZONTAL_MAX_ITEMS ? 'nav-item nav-item-overflow' : 'nav-item'}
                    >
                      {entry(item, 'nav-link')}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {layout === 'horizontal' && (
              <li className="nav-more">
                <MenuMarkup
                  id="nav-more-menu"
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
                </MenuMarkup>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}

/**
 * The sidebar's markup for one language, role, layout and current screen: the same for every
 * request that shares them (nine languages, six roles, three layouts, a dozen screens).
 */
const sidebarMarkup = markupMemo(2000);

export async function Sidebar({
  appName,
  layout,
  role,
  pathname,
}: {
  appName: string;
  layout: LayoutPreferences['layoutType'];
  /** The signed-in account's role: the entries it may open. */
  role: StaffRole | null | undefined;
  /** The screen shown, for the entry marked current on the first paint. */
  pathname: string;
}) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  const groups = navGroupsFor(role);
  const active = groups.flatMap((g) => g.items).find((item) => isActive(pathname, item.href))?.href;
  const html = sidebarMarkup([locale, role ?? null, layout, appName, active ?? null], () =>
    staticMarkup(<SidebarMarkup t={t} appName={appName} layout={layout} role={role} pathname={active ?? ''} />),
  );
  return <SidebarFrame label={t('shell.sidebar')} markup={await markupSource(html)} groups={groupPaths(groups)} />;
}
