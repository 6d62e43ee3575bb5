// Layout preferences (SPEC §3) without zod, so the browser side of the customizer can use
// them without shipping a validator. lib/schemas/layout.ts validates the same values.

import type { layoutOptions } from './layout-choices';

export const LAYOUT_COOKIE = 'layout_prefs';

type Options = typeof layoutOptions;
export type LayoutPreferences = { [K in keyof Options]: Options[K][number] };
export type LayoutKey = keyof LayoutPreferences;

export const defaultLayoutPreferences: LayoutPreferences = {
  layoutType: 'vertical',
  sidebarTheme: 'dark',
  mode: 'light',
  width: 'fluid',
  position: 'fixed',
  topbar: 'light',
  sidebarSize: 'lg',
  sidebarView: 'default',
  sidebarImage: 'none',
  preloader: 'disable',
};

/** The attribute on <html> each preference drives; app/shell.css styles by these. */
export const layoutAttributeNames: Record<LayoutKey, string> = {
  layoutType: 'data-layout',
  sidebarTheme: 'data-sidebar',
  // Bootstrap 5.3 colour modes: the whole page follows data-bs-theme.
  mode: 'data-bs-theme',
  width: 'data-layout-width',
  position: 'data-layout-position',
  topbar: 'data-topbar',
  sidebarSize: 'data-sidebar-size',
  sidebarView: 'data-layout-style',
  sidebarImage: 'data-sidebar-image',
  preloader: 'data-preloader',
};

export function layoutAttributes(prefs: LayoutPreferences): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(layoutAttributeNames) as LayoutKey[]) out[layoutAttributeNames[key]] = prefs[key];
  return out;
}

/**
 * Viewport bands of SPEC §9 (767 px and 1025 px), as media queries. app/shell.css repeats
 * them literally (CSS cannot import), so change both together.
 */
export const media = {
  mobile: '(max-width: 767.98px)',
  tablet: '(min-width: 768px) and (max-width: 1024.98px)',
  desktop: '(min-width: 1025px)',
} as const;

/** SPEC §9: horizontal layout shows at most this many entries, the rest under 'Lainnya'. */
export const HORIZONTAL_MAX_ITEMS = 6;
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

/**
 * Whether the hamburger's sidebar is showing, for aria-expanded; `band` is null on the server,
 * which cannot know it.
 */
export function isSidebarExpanded(
  band: Band | null,
  state: { prefs: LayoutPreferences; size: RuntimeSize; overlayOpen: boolean; panelHidden: boolean },
): boolean {
  if (isOverlayMode(band, state.prefs.layoutType)) return state.overlayOpen;
  if (state.prefs.layoutType === 'twocolumn') return !state.panelHidden;
  if (band === 'tablet') return state.size !== 'none';
  return state.size === 'lg' || state.size === 'md' || state.size === 'sm-hover-active';
}
