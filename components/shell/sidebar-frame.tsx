'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { followInApp } from '@/lib/client/plain-click';
import type { MarkupSource } from '@/lib/markup-handover';
import { HAMBURGER_ID } from '@/lib/layout-options';
import { useLayout } from './layout-provider';
import { groupOf, isActive, type GroupPaths } from './nav-paths';
import { useStaticMenus } from './static-menus';

/** Marks the current screen's entries and its rail button, as the server did for the first paint. */
function markCurrent(aside: HTMLElement, pathname: string, current: string) {
  for (const link of aside.querySelectorAll<HTMLAnchorElement>('.app-nav a[data-nav]')) {
    const active = isActive(pathname, link.getAttribute('href')!);
    link.classList.toggle('active', active);
    if (active) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const button of aside.querySelectorAll('[data-rail-group]'))
    button.classList.toggle('active', button.getAttribute('data-rail-group') === current);
}

const setAll = (aside: HTMLElement, selector: string, name: string, value: (e: Element) => string) => {
  for (const element of aside.querySelectorAll(selector)) element.setAttribute(name, value(element));
};

/**
 * The sidebar: its markup written once on the server (components/shell/sidebar.tsx), never
 * hydrated, and this one island acting on it (issue 19). Below 767 px it is an overlay: with a
 * backdrop, closed by the backdrop, by Escape (focus back on the hamburger) and by navigating. It
 * holds which group the two-column rail shows (app/shell-responsive.css reads data-rail), which
 * groups are closed, and follows the entries' links inside the app.
 */
export function SidebarFrame({ label, markup, groups }: { label: string; markup: MarkupSource; groups: GroupPaths }) {
  const { overlayOpen, closeOverlay, size, toggleHoverPin } = useLayout();
  const router = useRouter();
  const aside = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const current = groupOf(pathname, groups);
  const [rail, setRail] = useState({ selected: current, for: current });
  // Navigating to another group's page shows that group; clicks on the rail choose freely.
  if (rail.for !== current) setRail({ selected: current, for: current });
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const { handover, inner } = useMarkupSource(markup);
  useStaticMenus(aside);

  // What the markup shows follows the state; `inner` too: new markup (another language) starts afresh.
  useEffect(() => markCurrent(aside.current!, pathname, current), [inner, pathname, current]);
  useEffect(
    () =>
      setAll(aside.current!, '[data-rail-group]', 'aria-pressed', (b) =>
        String(b.getAttribute('data-rail-group') === rail.selected),
      ),
    [inner, rail.selected],
  );
  useEffect(
    () => setAll(aside.current!, '.sidebar-pin', 'aria-pressed', () => String(size === 'sm-hover-active')),
    [inner, size],
  );
  useEffect(() => {
    for (const group of aside.current!.querySelectorAll('.nav-group')) {
      const open = !closed.has(group.getAttribute('data-group')!);
      group.setAttribute('data-open', String(open));
      group.querySelector('.nav-group-toggle')?.setAttribute('aria-expanded', String(open));
    }
  }, [inner, closed]);

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

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (followInApp(event, router.push)) return;
    const target = event.target as Element;
    const group = target.closest('.nav-group-toggle')?.closest('.nav-group')?.getAttribute('data-group');
    if (group)
      setClosed((now) => {
        const next = new Set(now);
        if (!next.delete(group)) next.add(group);
        return next;
      });
    const railGroup = target.closest('[data-rail-group]')?.getAttribute('data-rail-group');
    if (railGroup) setRail({ selected: railGroup, for: current });
    if (target.closest('.sidebar-pin')) toggleHoverPin();
  };

  return (
    <>
      <aside
        ref={aside}
        id="app-menu"
        className={`app-menu${overlayOpen ? ' open' : ''}`}
        aria-label={label}
        data-rail={rail.selected}
        data-testid="sidebar"
        data-handover={handover}
        dangerouslySetInnerHTML={inner}
        onClick={onClick}
      />
      {/* Pointer only: keyboard users close the overlay with Escape. */}
      <div
        className={`sidebar-backdrop${overlayOpen ? ' show' : ''}`}
        aria-hidden="true"
        onClick={closeOverlay}
        data-testid="sidebar-backdrop"
      />
    </>
  );
}
