'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { currentBand, isOverlayMode, subscribeBand, type RuntimeSize } from '@/lib/layout-band';
import {
  LAYOUT_COOKIE,
  defaultLayoutPreferences,
  layoutAttributes,
  type LayoutPreferences,
} from '@/lib/layout-options';
import { showSidebarExpanded } from './shell-marks';

type LayoutContext = {
  prefs: LayoutPreferences;
  update: (patch: Partial<LayoutPreferences>) => void;
  reset: () => void;
  size: RuntimeSize;
  overlayOpen: boolean;
  panelHidden: boolean;
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
  const pathname = usePathname();
  const router = useRouter();
  const persisted = useRef(initial);

  // Navigating closes the overlay. Adjusted while rendering, as React recommends.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOverlayOpen(false);
  }
  // Crossing a breakpoint drops what the hamburger did (as the template does on resize).
  const preferredSize = prefs.sidebarSize;
  useEffect(
    () =>
      subscribeBand(() => {
        setOverlayOpen(false);
        setSize(preferredSize);
        setPanelHidden(false);
      }),
    [preferredSize],
  );

  // Order matters: the preferences first, then the runtime size over them.
  useEffect(() => {
    if (persisted.current === prefs) return;
    const layoutChanged = persisted.current.layoutType !== prefs.layoutType;
    persisted.current = prefs;
    persist(prefs);
    // The server renders only the current layout's navigation (rail, 'Lainnya'): ask it again.
    if (layoutChanged) router.refresh();
  }, [prefs, router]);
  useEffect(() => {
    setHtmlAttribute('data-sidebar-size', size);
    setHtmlAttribute('data-twocolumn-panel', panelHidden ? 'hidden' : null);
    showSidebarExpanded();
  }, [size, panelHidden, prefs.layoutType]);

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

  // SPEC §4 "Sidebar": below 767 px an overlay; 767–1025 small ↔ none; above, large ↔ small.
  const toggleSidebar = useCallback(() => {
    const band = currentBand();
    if (isOverlayMode(band, prefs.layoutType)) setOverlayOpen((open) => !open);
    else if (prefs.layoutType === 'twocolumn') setPanelHidden((hidden) => !hidden);
    else if (band === 'tablet') setSize(size === 'none' ? 'sm' : 'none');
    else setSize(size === 'lg' ? 'sm' : 'lg');
  }, [prefs.layoutType, size]);

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const toggleHoverPin = useCallback(() => setSize(size === 'sm-hover' ? 'sm-hover-active' : 'sm-hover'), [size]);

  const value = useMemo<LayoutContext>(
    () => ({
      prefs,
      update,
      reset: () => apply({ ...defaultLayoutPreferences }),
      size,
      overlayOpen,
      panelHidden,
      toggleSidebar,
      toggleHoverPin,
      closeOverlay,
    }),
    [prefs, update, apply, size, overlayOpen, panelHidden, toggleSidebar, toggleHoverPin, closeOverlay],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
