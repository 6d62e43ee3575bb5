'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import type { MarkupSource } from '@/lib/markup-handover';
import { groupOf, type GroupPaths } from './nav-paths';
import { SIDEBAR_ID, markCurrent, showRail } from './shell-marks';

/**
 * The sidebar: its markup written once on the server (components/shell/sidebar.tsx), never
 * hydrated, and kept up to date here with the screen shown: its entry marked current, and the
 * two-column rail showing its group (app/shell-responsive.css reads data-rail). Its entries are
 * links the shell follows inside the app (ScreenPending). What its buttons do (the overlay below
 * 767 px, the groups, the rail, the pin) comes with their first use (shell-behaviour.tsx).
 */
export function SidebarFrame({ label, markup, groups }: { label: string; markup: MarkupSource; groups: GroupPaths }) {
  const aside = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const current = groupOf(pathname, groups);
  // The server's choice for the first paint; after it, the attribute is the markup's own.
  const [firstRail] = useState(current);
  const { handover, inner } = useMarkupSource(markup);

  // Navigating to another group's page shows that group; clicks on the rail choose freely.
  useEffect(() => showRail(aside.current!, current), [current]);
  // New markup (another language, another layout) starts from the server's marks: mark it again.
  useEffect(() => {
    markCurrent(aside.current!, pathname, current);
    showRail(aside.current!, aside.current!.getAttribute('data-rail')!);
  }, [inner, pathname, current]);

  return (
    <>
      <aside
        ref={aside}
        id={SIDEBAR_ID}
        className="app-menu"
        aria-label={label}
        data-rail={firstRail}
        data-testid="sidebar"
        data-handover={handover}
        dangerouslySetInnerHTML={inner}
      />
      {/* Pointer only: keyboard users close the overlay with Escape. */}
      <div className="sidebar-backdrop" aria-hidden="true" data-testid="sidebar-backdrop" />
    </>
  );
}
