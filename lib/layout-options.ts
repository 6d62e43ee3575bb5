// Layout preferences (SPEC §3) without zod, so the browser side of the customizer can use
// them without shipping a validator. lib/schemas/layout.ts validates the same values.

export const LAYOUT_COOKIE = 'layout_prefs';

export const layoutOptions = {
  layoutType: ['vertical', 'horizontal', 'twocolumn'],
  sidebarTheme: ['light', 'dark', 'gradient', 'gradient-2', 'gradient-3', 'gradient-4'],
  mode: ['light', 'dark'],
  width: ['fluid', 'boxed'],
  position: ['fixed', 'scrollable'],
  topbar: ['light', 'dark'],
  sidebarSize: ['lg', 'md', 'sm', 'sm-hover'],
  sidebarView: ['default', 'detached'],
  sidebarImage: ['none', 'img-1', 'img-2', 'img-3', 'img-4'],
  preloader: ['enable', 'disable'],
} as const;

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
