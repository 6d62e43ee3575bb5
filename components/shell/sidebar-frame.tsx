'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useLayout } from './layout-provider';

export const HAMBURGER_ID = 'topnav-hamburger';

/**
 * The sidebar's outer element. Below 767 px it is an overlay: with a backdrop, closed by
 * the backdrop, by Escape (focus back on the hamburger) and by navigating.
 */
export function SidebarFrame({ label, children }: { label: string; children: ReactNode }) {
  const { overlayOpen, closeOverlay } = useLayout();
  const aside = useRef<HTMLElement>(null);

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
    <>
      <aside ref={aside} id="app-menu" className={`app-menu${overlayOpen ? ' open' : ''}`} aria-label={label} data-testid="sidebar">
        {children}
      </aside>
      {/* Pointer only: keyboard users close the overlay with Escape. */}
      <div className={`sidebar-backdrop${overlayOpen ? ' show' : ''}`} aria-hidden="true" onClick={closeOverlay} data-testid="sidebar-backdrop" />
    </>
  );
}
