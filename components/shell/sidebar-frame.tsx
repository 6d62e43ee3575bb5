'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useLayout } from './layout-provider';
import { groupOf } from './nav-items';

export const HAMBURGER_ID = 'topnav-hamburger';

type Rail = { selected: string; current: string; select: (group: string) => void };
const RailContext = createContext<Rail>({ selected: '', current: '', select: () => undefined });

/**
 * The sidebar's outer element. Below 767 px it is an overlay: with a backdrop, closed by
 * the backdrop, by Escape (focus back on the hamburger) and by navigating. It also holds
 * which group the two-column rail shows (app/shell-responsive.css reads data-rail).
 */
export function SidebarFrame({ label, children }: { label: string; children: ReactNode }) {
  const { overlayOpen, closeOverlay } = useLayout();
  const aside = useRef<HTMLElement>(null);
  const current = groupOf(usePathname());
  const [rail, setRail] = useState({ selected: current, for: current });
  // Navigating to another group's page shows that group; clicks on the rail choose freely.
  if (rail.for !== current) setRail({ selected: current, for: current });

  useEffect(() => {
    if (!overlayOpen) return;
    aside.current?.querySelector<HTMLElement>('.app-nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeOverlay();
      document.getElementById(HAMBURGER_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlayOpen, closeOverlay]);

  return (
    <RailContext
      value={{ selected: rail.selected, current, select: (group) => setRail({ selected: group, for: current }) }}
    >
      <aside
        ref={aside}
        id="app-menu"
        className={`app-menu${overlayOpen ? ' open' : ''}`}
        aria-label={label}
        data-rail={rail.selected}
        data-testid="sidebar"
      >
        {children}
      </aside>
      {/* Pointer only: keyboard users close the overlay with Escape. */}
      <div
        className={`sidebar-backdrop${overlayOpen ? ' show' : ''}`}
        aria-hidden="true"
        onClick={closeOverlay}
        data-testid="sidebar-backdrop"
      />
    </RailContext>
  );
}

/** A two-column rail button: shows its group's entries in the panel. */
export function RailButton({ group, label, children }: { group: string; label: string; children: ReactNode }) {
  const { selected, current, select } = useContext(RailContext);
  return (
    <button
      type="button"
      className={group === current ? 'rail-button active' : 'rail-button'}
      aria-pressed={selected === group}
      aria-label={label}
      title={label}
      onClick={() => select(group)}
    >
      {children}
    </button>
  );
}
