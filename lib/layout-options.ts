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

/** SPEC §9: horizontal layout shows at most this many entries, the rest under 'Lainnya'. */
export const HORIZONTAL_MAX_ITEMS = 6;
