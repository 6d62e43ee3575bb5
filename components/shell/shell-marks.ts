// What the shell's markup shows of the state, written on the markup itself: shared by the frames
// that come with every signed-in page (topbar-frame.tsx, sidebar-frame.tsx) and the behaviour
// that comes on first use (shell-behaviour.tsx). The page's own elements hold the state (the
// <html> attributes, the sidebar's `open` class and `data-rail`), so either side reads it there.
import { HAMBURGER_ID, currentBand, isSidebarExpanded, type SidebarState } from '@/lib/layout-band';
import { isActive } from './nav-paths';

export const SIDEBAR_ID = 'app-menu';

/** The hamburger's aria-expanded and look, for the sidebar as the page shows it at this width. */
export function showSidebarExpanded() {
  const hamburger = document.getElementById(HAMBURGER_ID);
  if (!hamburger) return;
  const html = document.documentElement;
  const expanded = isSidebarExpanded(currentBand(), {
    layoutType: html.getAttribute('data-layout') as SidebarState['layoutType'],
    size: html.getAttribute('data-sidebar-size') as SidebarState['size'],
    overlayOpen: !!document.getElementById(SIDEBAR_ID)?.classList.contains('open'),
    panelHidden: html.hasAttribute('data-twocolumn-panel'),
  });
  hamburger.setAttribute('aria-expanded', String(expanded));
  hamburger.classList.toggle('open', expanded);
}

/** The two-column rail showing `group`'s entries, and its button pressed. */
export function showRail(aside: HTMLElement, group: string) {
  aside.setAttribute('data-rail', group);
  for (const button of aside.querySelectorAll('[data-rail-group]'))
    button.setAttribute('aria-pressed', String(button.getAttribute('data-rail-group') === group));
}

/** Marks the current screen's entries and its rail button, as the server did for the first paint. */
export function markCurrent(aside: HTMLElement, pathname: string, current: string) {
  for (const link of aside.querySelectorAll<HTMLAnchorElement>('.app-nav a[data-nav]')) {
    const active = isActive(pathname, link.getAttribute('href')!);
    link.classList.toggle('active', active);
    if (active) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const button of aside.querySelectorAll('[data-rail-group]'))
    button.classList.toggle('active', button.getAttribute('data-rail-group') === current);
}
