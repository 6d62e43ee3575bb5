'use client';

import { useLayout, useSidebarExpanded } from './layout-provider';
import { HAMBURGER_ID } from './sidebar-frame';

export function SidebarToggle({ label }: { label: string }) {
  const { toggleSidebar } = useLayout();
  const sidebarExpanded = useSidebarExpanded();
  return (
    <button
      type="button"
      id={HAMBURGER_ID}
      className={`btn btn-topbar hamburger${sidebarExpanded ? ' open' : ''}`}
      aria-label={label}
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
