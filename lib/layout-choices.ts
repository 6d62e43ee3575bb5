// Every value each layout preference (SPEC §3) may take: for the customizer's choices and the
// cookie's validation (lib/schemas/layout.ts), in a module of its own so that the shell's island
// on every signed-in page, which needs only the defaults and the attributes, does not carry it.
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
