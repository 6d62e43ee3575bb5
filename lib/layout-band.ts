// The layout as the browser sees it: the viewport bands and the sidebar's state at each, for the
// shell's islands on every signed-in page, apart from the preferences' table (layout-options.ts)
// that only the server and the customizer need.
import type { LayoutPreferences } from './layout-options';

/**
 * Viewport bands of SPEC §9 (767 px and 1025 px), as media queries. app/shell.css repeats
 * them literally (CSS cannot import), so change both together.
 */
export const media = {
  mobile: '(max-width: 767.98px)',
  tablet: '(min-width: 768px) and (max-width: 1024.98px)',
  desktop: '(min-width: 1025px)',
} as const;

/** SPEC §9. */
export const PRELOADER_MS = 1000;
export const TOPBAR_SHADOW_PX = 50;
export const BACK_TO_TOP_PX = 100;

/** The top bar's hamburger, which the sidebar's overlay gives focus back to. */
export const HAMBURGER_ID = 'topnav-hamburger';

export type Band = 'mobile' | 'tablet' | 'desktop';
/** The sidebar size on <html> right now: the preference, or where the hamburger put it. */
export type RuntimeSize = LayoutPreferences['sidebarSize'] | 'sm-hover-active' | 'none';

/** Below 767 px the sidebar is an overlay, and in the horizontal layout below 1025 px. */
export function isOverlayMode(band: Band | null, layoutType: LayoutPreferences['layoutType']) {
  return band === 'mobile' || (layoutType === 'horizontal' && band !== 'desktop' && band !== null);
}

/** The viewport band the browser is in now (browser only). */
export function currentBand(): Band {
  if (window.matchMedia(media.mobile).matches) return 'mobile';
  return window.matchMedia(media.tablet).matches ? 'tablet' : 'desktop';
}

/** Calls `onChange` whenever the viewport crosses a band's edge; returns the unsubscribe. */
export function subscribeBand(onChange: () => void) {
  const queries = Object.values(media).map((q) => window.matchMedia(q));
  for (const q of queries) q.addEventListener('change', onChange);
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

/** The sidebar's state the hamburger shows. */
export type SidebarState = {
  layoutType: LayoutPreferences['layoutType'];
  size: RuntimeSize;
  overlayOpen: boolean;
  panelHidden: boolean;
};

/**
 * Whether the hamburger's sidebar is showing, for aria-expanded; `band` is null on the server,
 * which cannot know it.
 */
export function isSidebarExpanded(band: Band | null, state: SidebarState): boolean {
  if (isOverlayMode(band, state.layoutType)) return state.overlayOpen;
  if (state.layoutType === 'twocolumn') return !state.panelHidden;
  if (band === 'tablet') return state.size !== 'none';
  return state.size === 'lg' || state.size === 'md' || state.size === 'sm-hover-active';
}
