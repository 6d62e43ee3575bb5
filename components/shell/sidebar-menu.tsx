'use client';

import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HORIZONTAL_MAX_ITEMS } from '@/lib/layout-options';
import { ChevronDownIcon, MoreIcon } from '../icons';
import { Dropdown } from './dropdown';
import { groupOf, isActive, navGroups, type NavItem } from './nav-items';

const flat = navGroups.flatMap((g) => g.items);
const overflow = flat.slice(HORIZONTAL_MAX_ITEMS);
const position = new Map(flat.map((item, i) => [item.key, i]));

function NavLink({ item, className }: { item: NavItem; className: string }) {
  const t = useTranslations();
  const active = isActive(usePathname(), item.href);
  return (
    <Link href={item.href} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      <item.Icon className="nav-icon" />
      <span className="nav-label">{t(item.label)}</span>
    </Link>
  );
}

/**
 * Every layout mode's markup at once: the two-column rail, the grouped list, and the
 * horizontal 'Lainnya' menu. app/shell.css shows the parts the <html> attributes call for,
 * so the server HTML is right for any mode and a change in the customizer shows at once.
 */
export function SidebarMenu({ brand, mark }: { brand: ReactNode; mark: ReactNode }) {
  const t = useTranslations();
  const pathname = usePathname();
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const [selected, setSelected] = useState(() => groupOf(pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setSelected(groupOf(pathname));
  }
  const overflowActive = overflow.some((item) => isActive(pathname, item.href));

  return (
    <>
      <div className="twocolumn-rail">
        {mark}
        <ul className="list-unstyled m-0">
          {navGroups.map((group) => (
            <li key={group.key}>
              <button
                type="button"
                className={`rail-button${group.key === groupOf(pathname) ? ' active' : ''}`}
                aria-pressed={selected === group.key}
                aria-label={t(group.label)}
                title={t(group.label)}
                onClick={() => setSelected(group.key)}
              >
                <group.Icon size={20} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="app-menu-panel">
        {brand}
        <nav className="app-nav" aria-label={t('shell.mainMenu')}>
          <ul className="nav-groups list-unstyled m-0">
            {navGroups.map((group) => {
              const open = !closed[group.key];
              return (
                <li key={group.key} className={`nav-group${selected === group.key ? ' is-selected' : ''}`} data-open={open}>
                  <button
                    type="button"
                    className="nav-group-toggle"
                    aria-expanded={open}
                    aria-controls={`nav-group-${group.key}`}
                    onClick={() => setClosed((c) => ({ ...c, [group.key]: open }))}
                  >
                    <span>{t(group.label)}</span>
                    <ChevronDownIcon size={14} className="nav-chevron" />
                  </button>
                  <ul id={`nav-group-${group.key}`} className="nav-group-items list-unstyled m-0">
                    {group.items.map((item) => (
                      <li key={item.key} className={`nav-item${position.get(item.key)! >= HORIZONTAL_MAX_ITEMS ? ' nav-item-overflow' : ''}`}>
                        <NavLink item={item} className="nav-link" />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            <li className="nav-more">
              <Dropdown
                align="start"
                buttonClassName={`nav-link${overflowActive ? ' active' : ''}`}
                testId="nav-more"
                button={
                  <>
                    <MoreIcon className="nav-icon" />
                    <span className="nav-label">{t('shell.more')}</span>
                    <ChevronDownIcon size={14} className="nav-chevron" />
                  </>
                }
              >
                <ul className="list-unstyled m-0">
                  {overflow.map((item) => (
                    <li key={item.key}>
                      <NavLink item={item} className="dropdown-item d-flex align-items-center gap-2" />
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
