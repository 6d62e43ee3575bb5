'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { LAYOUT_COOKIE, defaultLayoutPreferences, layoutAttributes, media, type LayoutPreferences } from '@/lib/layout-options';

export type Band = 'mobile' | 'tablet' | 'desktop';
/** The sidebar size on <html> right now: the preference, or where the hamburger put it. */
export type RuntimeSize = LayoutPreferences['sidebarSize'] | 'sm-hover-active' | 'none';

type LayoutContext = {
  prefs: LayoutPreferences;
  update: (patch: Partial<LayoutPreferences>) => void;
  reset: () => void;
  /** null while rendering on the server, where the viewport is unknown. */
  band: Band | null;
  size: RuntimeSize;
  overlayOpen: boolean;
  panelHidden: boolean;
  sidebarExpanded: boolean;
  toggleSidebar: () => void;
  toggleHoverPin: () => void;
  closeOverlay: () => void;
};

const Context = createContext<LayoutContext | null>(null);

export function useLayout() {
  const value = useContext(Context);
  if (!value) throw new Error('useLayout outside LayoutProvider');
  return value;
}

function currentBand(): Band {
  if (window.matchMedia(media.mobile).matches) return 'mobile';
  return window.matchMedia(media.tablet).matches ? 'tablet' : 'desktop';
}

function subscribeBand(onChange: () => void) {
  const queries = Object.values(media).map((q) => window.matchMedia(q));
  for (const q of queries) q.addEventListener('change', onChange);
  return () => queries.forEach((q) => q.removeEventListener('change', onChange));
}

function setHtmlAttribute(name: string, value: string | null) {
  if (value === null) document.documentElement.removeAttribute(name);
  else document.documentElement.setAttribute(name, value);
}

// A plain cookie holding only preferences: the next server render reads it, so the first
// HTML already carries the chosen theme and nothing flashes.
function persist(prefs: LayoutPreferences) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LAYOUT_COOKIE}=${encodeURIComponent(JSON.stringify(prefs))}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  for (const [name, value] of Object.entries(layoutAttributes(prefs))) setHtmlAttribute(name, value);
}

export function LayoutProvider({ initial, children }: { initial: LayoutPreferences; children: ReactNode }) {
  const [prefs, setPrefs] = useState(initial);
  const [size, setSize] = useState<RuntimeSize>(initial.sidebarSize);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [panelHidden, setPanelHidden] = useState(false);
  const band = useSyncExternalStore(subscribeBand, currentBand, () => null);
  const pathname = usePathname();
  const persisted = useRef(initial);

  // Crossing a breakpoint drops what the hamburger did (as the template does on resize);
  // navigating closes the overlay. Adjusted while rendering, as React recommends.
  const [seen, setSeen] = useState({ band, pathname });
  if (seen.band !== band || seen.pathname !== pathname) {
    setSeen({ band, pathname });
    setOverlayOpen(false);
    if (seen.band !== band) {
      setSize(prefs.sidebarSize);
      setPanelHidden(false);
    }
  }

  // Order matters: the preferences first, then the runtime size over them.
  useEffect(() => {
    if (persisted.current === prefs) return;
    persisted.current = prefs;
    persist(prefs);
  }, [prefs]);
  useEffect(() => setHtmlAttribute('data-sidebar-size', size), [size]);
  useEffect(() => setHtmlAttribute('data-twocolumn-panel', panelHidden ? 'hidden' : null), [panelHidden]);

  const apply = useCallback((next: LayoutPreferences) => {
    setPrefs(next);
    setSize(next.sidebarSize);
    setOverlayOpen(false);
    setPanelHidden(false);
  }, []);

  const update = useCallback(
    (patch: Partial<LayoutPreferences>) => {
      const next = { ...prefs, ...patch };
      // SPEC §4: fluid width goes with the large sidebar, boxed with the small hover one.
      if (patch.width) next.sidebarSize = patch.width === 'boxed' ? 'sm-hover' : 'lg';
      apply(next);
    },
    [prefs, apply],
  );

  const overlayMode = band === 'mobile' || (prefs.layoutType === 'horizontal' && band !== 'desktop' && band !== null);

  // SPEC §4 "Sidebar": below 767 px an overlay; 767–1025 small ↔ none; above, large ↔ small.
  const toggleSidebar = useCallback(() => {
    if (overlayMode) setOverlayOpen((open) => !open);
    else if (prefs.layoutType === 'twocolumn') setPanelHidden((hidden) => !hidden);
    else if (band === 'tablet') setSize(size === 'none' ? 'sm' : 'none');
    else setSize(size === 'lg' ? 'sm' : 'lg');
  }, [overlayMode, prefs.layoutType, band, size]);

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const toggleHoverPin = useCallback(() => setSize(size === 'sm-hover' ? 'sm-hover-active' : 'sm-hover'), [size]);

  let sidebarExpanded: boolean;
  if (overlayMode) sidebarExpanded = overlayOpen;
  else if (prefs.layoutType === 'twocolumn') sidebarExpanded = !panelHidden;
  else if (band === 'tablet') sidebarExpanded = size !== 'none';
  else sidebarExpanded = size === 'lg' || size === 'md' || size === 'sm-hover-active';

  const value = useMemo<LayoutContext>(
    () => ({
      prefs,
      update,
      reset: () => apply({ ...defaultLayoutPreferences }),
      band,
      size,
      overlayOpen,
      panelHidden,
      sidebarExpanded,
      toggleSidebar,
      toggleHoverPin,
      closeOverlay,
    }),
    [prefs, update, apply, band, size, overlayOpen, panelHidden, sidebarExpanded, toggleSidebar, toggleHoverPin, closeOverlay],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
