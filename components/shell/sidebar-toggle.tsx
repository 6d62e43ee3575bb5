'use client';

import { useTranslations } from 'next-intl';
import { useLayout } from './layout-provider';
import { HAMBURGER_ID } from './sidebar-frame';

export function SidebarToggle() {
  const t = useTranslations('shell');
  const { sidebarExpanded, toggleSidebar } = useLayout();
  return (
    <button
      type="button"
      id={HAMBURGER_ID}
      className={`btn btn-topbar hamburger${sidebarExpanded ? ' open' : ''}`}
      aria-label={t('toggleSidebar')}
      aria-controls="app-menu"
      aria-expanded={sidebarExpanded}
      onClick={toggleSidebar}
    >
      <span className="hamburger-icon" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
