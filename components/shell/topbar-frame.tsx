'use client';

import { useEffect, useRef, useSyncExternalStore, useTransition, type MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { followInApp } from '@/lib/client/plain-click';
import type { MarkupSource } from '@/lib/markup-handover';
import { storeLocale } from '@/lib/i18n/client';
import { TOPBAR_SHADOW_PX } from '@/lib/layout-options';
import { isLocale } from '@/lib/shared/locales';
import { useLayout, useSidebarExpanded } from './layout-provider';
import { useStaticMenus } from './static-menus';
import { useScrolledPast } from './use-scrolled-past';

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

/**
 * The top bar: its markup written once on the server (components/shell/topbar.tsx), never
 * hydrated, and this one island acting on it (issue 19): the hamburger, the language menu, the
 * fullscreen and light/dark switches, the user menu, and a shadow once the page is scrolled more
 * than 50 px (SPEC §2).
 */
export function TopbarFrame({ markup }: { markup: MarkupSource }) {
  const router = useRouter();
  const { prefs, update, toggleSidebar } = useLayout();
  const expanded = useSidebarExpanded();
  const full = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const [pending, startTransition] = useTransition();
  const header = useRef<HTMLElement>(null);
  const { handover, inner } = useMarkupSource(markup);
  useStaticMenus(header);

  useEffect(() => {
    const hamburger = header.current!.querySelector('[data-action="sidebar"]');
    hamburger?.setAttribute('aria-expanded', String(expanded));
    hamburger?.classList.toggle('open', expanded);
  }, [inner, expanded]);
  useEffect(() => showSwitch(header.current!, 'fullscreen', full), [inner, full]);
  useEffect(() => showSwitch(header.current!, 'theme', prefs.mode === 'dark'), [inner, prefs.mode]);
  useEffect(() => {
    const spinner = header.current!.querySelector<HTMLElement>('[data-pending]');
    if (spinner) spinner.hidden = !pending;
  }, [inner, pending]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (followInApp(event, router.push)) return;
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

  return (
    <header
      ref={header}
      id="page-topbar"
      className={useScrolledPast(TOPBAR_SHADOW_PX) ? 'topbar-shadow' : undefined}
      data-testid="topbar"
      data-handover={handover}
      dangerouslySetInnerHTML={inner}
      onClick={onClick}
    />
  );
}
