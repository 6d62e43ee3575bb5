'use client';

import { useEffect, useState, useSyncExternalStore, useTransition, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import { storeLocale } from '@/lib/i18n/client';
import type { IslandIntl } from '@/lib/i18n/messages';
import { HAMBURGER_ID } from '@/lib/layout-band';
import type { LayoutPreferences } from '@/lib/layout-options';
import { isLocale } from '@/lib/shared/locales';
import { OnDemandSlot } from '../unreachable';
import { CustomizerPanel } from './customizer-on-demand';
import { LayoutProvider, useLayout } from './layout-provider';
import { Preloader } from './preloader';
import { SIDEBAR_ID, showRail, showSidebarExpanded } from './shell-marks';
import { useStaticMenus } from './static-menus';

/** The page's element with `id` (the shell's, which stay for the life of the signed-in area). */
function useElement(id: string): RefObject<HTMLElement | null> {
  const [element] = useState(() => ({ current: document.getElementById(id) }));
  return element;
}

/** Counts the times `element`'s markup was replaced (another language, another layout). */
function useMarkupVersion(element: RefObject<HTMLElement | null>) {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!element.current) return;
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(element.current, { childList: true });
    return () => observer.disconnect();
  }, [element]);
  return version;
}

function subscribeFullscreen(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** A switch of the markup (components/shell/topbar.tsx) showing its `on` or `off` side. */
function showSwitch(header: HTMLElement, action: string, on: boolean) {
  const button = header.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!button) return;
  const label = button.getAttribute(on ? 'data-label-on' : 'data-label-off')!;
  button.setAttribute('aria-label', label);
  button.setAttribute('title', label);
  button.setAttribute('data-state', on ? 'on' : 'off');
  for (const side of button.querySelectorAll<HTMLElement>('[data-when]'))
    side.hidden = side.dataset.when !== (on ? 'on' : 'off');
}

/** The top bar's buttons: the hamburger, the language menu, fullscreen, light/dark, the user menu. */
function TopbarBehaviour() {
  const router = useRouter();
  const { prefs, update, toggleSidebar } = useLayout();
  const full = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const [pending, startTransition] = useTransition();
  const header = useElement('page-topbar');
  const version = useMarkupVersion(header);
  useStaticMenus(header);

  useEffect(() => showSwitch(header.current!, 'fullscreen', full), [header, version, full]);
  useEffect(() => showSwitch(header.current!, 'theme', prefs.mode === 'dark'), [header, version, prefs.mode]);
  useEffect(() => {
    const spinner = header.current!.querySelector<HTMLElement>('[data-pending]');
    if (spinner) spinner.hidden = !pending;
  }, [header, version, pending]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const locale = target.closest('[data-locale]')?.getAttribute('data-locale');
      if (locale && isLocale(locale)) {
        storeLocale(locale);
        startTransition(() => router.refresh());
        return;
      }
      switch (target.closest('[data-action]')?.getAttribute('data-action')) {
        case 'sidebar':
          return toggleSidebar();
        case 'theme':
          return update({ mode: prefs.mode === 'dark' ? 'light' : 'dark' });
        case 'fullscreen': {
          // Browsers may refuse (iframes, policies): the state simply stays as it is.
          const request = full ? document.exitFullscreen() : document.documentElement.requestFullscreen?.();
          return void request?.catch(() => undefined);
        }
      }
    };
    const element = header.current!;
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [header, router, toggleSidebar, update, prefs.mode, full]);
  return null;
}

const setAll = (aside: HTMLElement, selector: string, name: string, value: string) => {
  for (const element of aside.querySelectorAll(selector)) element.setAttribute(name, value);
};

/**
 * The sidebar's buttons: below 767 px it is an overlay, with a backdrop, closed by the backdrop,
 * by Escape (focus back on the hamburger) and by navigating (LayoutProvider); the groups open
 * and close, the two-column rail shows the group chosen, the hover sidebar's pin.
 */
function SidebarBehaviour() {
  const { overlayOpen, closeOverlay, size, toggleHoverPin } = useLayout();
  const aside = useElement(SIDEBAR_ID);
  const version = useMarkupVersion(aside);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  useStaticMenus(aside);

  useEffect(
    () => setAll(aside.current!, '.sidebar-pin', 'aria-pressed', String(size === 'sm-hover-active')),
    [aside, version, size],
  );
  useEffect(() => {
    for (const group of aside.current!.querySelectorAll('.nav-group')) {
      const open = !closed.has(group.getAttribute('data-group')!);
      group.setAttribute('data-open', String(open));
      group.querySelector('.nav-group-toggle')?.setAttribute('aria-expanded', String(open));
    }
  }, [aside, version, closed]);

  useEffect(() => {
    aside.current!.classList.toggle('open', overlayOpen);
    document.querySelector('.sidebar-backdrop')?.classList.toggle('show', overlayOpen);
    showSidebarExpanded();
    if (!overlayOpen) return;
    aside.current!.querySelector<HTMLElement>('.app-nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeOverlay();
      document.getElementById(HAMBURGER_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [aside, overlayOpen, closeOverlay]);

  useEffect(() => {
    const element = aside.current!;
    const backdrop = document.querySelector('.sidebar-backdrop');
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const group = target.closest('.nav-group-toggle')?.closest('.nav-group')?.getAttribute('data-group');
      if (group)
        setClosed((now) => {
          const next = new Set(now);
          if (!next.delete(group)) next.add(group);
          return next;
        });
      const railGroup = target.closest('[data-rail-group]')?.getAttribute('data-rail-group');
      if (railGroup) showRail(element, railGroup);
      if (target.closest('.sidebar-pin')) toggleHoverPin();
    };
    element.addEventListener('click', onClick);
    backdrop?.addEventListener('click', closeOverlay);
    return () => {
      element.removeEventListener('click', onClick);
      backdrop?.removeEventListener('click', closeOverlay);
    };
  }, [aside, toggleHoverPin, closeOverlay]);
  return null;
}

/**
 * The customizer's panel, opened by the cog (drawn by components/shell/shell-host.tsx). Its code
 * and messages load when the cog is hovered or focused, or is so as this arrives.
 */
function CustomizerBehaviour({ intl }: { intl: IslandIntl<'customizer'> }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const cog = document.querySelector('.customizer-cog');
    if (!cog) return;
    const load = () => {
      CustomizerPanel.preload();
      preloadIslandMessages(intl);
    };
    const onClick = () => {
      load();
      setOpen(true);
    };
    if (cog.matches(':hover, :focus')) load();
    const listening = new AbortController();
    cog.addEventListener('pointerenter', load, listening);
    cog.addEventListener('focus', load, listening);
    cog.addEventListener('click', onClick, listening);
    return () => listening.abort();
  }, [intl]);
  if (!open) return null;
  return (
    <OnDemandSlot message={intl.unreachable}>
      <CustomizerPanel intl={intl} onClose={() => setOpen(false)} />
    </OnDemandSlot>
  );
}

/**
 * What the shell's buttons do (issue 19): loaded on the first hover, focus or use of one
 * (components/shell/shell-host.tsx), over the markup the frames keep. The layout's state
 * lives here (LayoutProvider) and is written onto the page's elements. A button pressed while
 * this was on its way is pressed again once it listens.
 */
export default function ShellBehaviour({
  initial,
  intl,
  preloaderLabel,
  loadedAt,
  pressedRef,
  awakeRef,
}: {
  initial: LayoutPreferences;
  intl: IslandIntl<'customizer'>;
  preloaderLabel: string;
  /** The screen the page was loaded on: a move made before this arrived still shows the preloader. */
  loadedAt: string;
  /** The controls pressed while this was on its way, in order. */
  pressedRef: RefObject<HTMLElement[]>;
  /** Set while this listens: the host stops collecting presses. */
  awakeRef: RefObject<boolean>;
}) {
  // The children's listeners are in place when this runs (a parent's effects run after theirs).
  useEffect(() => {
    awakeRef.current = true;
    for (const control of pressedRef.current.splice(0)) control.click();
    return () => {
      awakeRef.current = false;
    };
  }, [awakeRef, pressedRef]);
  return (
    <LayoutProvider initial={initial}>
      <TopbarBehaviour />
      <SidebarBehaviour />
      <CustomizerBehaviour intl={intl} />
      <Preloader label={preloaderLabel} loadedAt={loadedAt} />
    </LayoutProvider>
  );
}
