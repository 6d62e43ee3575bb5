'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import type { IslandIntl } from '@/lib/i18n/messages';
import { BACK_TO_TOP_PX, TOPBAR_SHADOW_PX } from '@/lib/layout-band';
import type { LayoutPreferences } from '@/lib/layout-options';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { BACK_TO_TOP_ID } from './back-to-top';

const Behaviour = onDemand(() => import('./shell-behaviour'));

/** A control whose behaviour is the shell's: a button of the top bar or the sidebar, or the cog. */
const CONTROLS = '#page-topbar button, #app-menu button, .customizer-cog';
function backToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
const controlOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;

/**
 * The shell's buttons wait for their first use (issue 19): the top bar's and the sidebar's are
 * markup (topbar-frame.tsx, sidebar-frame.tsx), the customizer's cog (medium screens and up) is
 * drawn here, and what they do (shell-behaviour.tsx) loads on the first hover, focus or press of
 * one. One pressed while it is on its way is pressed again when it is there. Until then a
 * signed-in page carries none of it. The scroll is heard here too: the top bar's shadow and
 * back-to-top (SPEC §2).
 */
export function ShellHost({
  initial,
  label,
  icon,
  intl,
  preloaderLabel,
}: {
  initial: LayoutPreferences;
  /** The cog's accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  intl: IslandIntl<'customizer'>;
  /** What the preloader (SPEC §2) says to a screen reader. */
  preloaderLabel: string;
}) {
  const [woken, setWoken] = useState(false);
  // The screen this page was loaded on, for the preloader (the behaviour may come after a move).
  const [loadedAt] = useState(usePathname());
  const awake = useRef(false);
  const pressed = useRef<HTMLElement[]>([]);

  useEffect(() => {
    const near = (event: Event) => {
      const control = controlOf(event.target);
      if (awake.current || !control) return null;
      Behaviour.preload();
      setWoken(true);
      return control;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(`#${BACK_TO_TOP_ID}`)) return backToTop();
      const control = near(event);
      if (control) pressed.current.push(control);
    };
    // SPEC §2: the top bar's shadow past 50 px of scroll, back-to-top past 100 px.
    const onScroll = () => {
      document.getElementById('page-topbar')?.classList.toggle('topbar-shadow', window.scrollY > TOPBAR_SHADOW_PX);
      const up = document.getElementById(BACK_TO_TOP_ID);
      if (up) up.hidden = window.scrollY <= BACK_TO_TOP_PX;
    };
    onScroll();
    // The preloader shows on every move inside the app: with it enabled, the behaviour comes at once
    // (should its code not arrive, with the first use of a button, as otherwise).
    if (initial.preloader === 'enable')
      Behaviour.load().then(
        () => setWoken(true),
        () => undefined,
      );
    const listening = new AbortController();
    window.addEventListener('scroll', onScroll, { passive: true, signal: listening.signal });
    document.addEventListener('pointerover', near, listening);
    document.addEventListener('focusin', near, listening);
    document.addEventListener('click', onClick, listening);
    return () => listening.abort();
  }, [initial.preloader]);

  return (
    <>
      <button
        type="button"
        className="btn btn-brand customizer-cog d-none d-md-inline-flex"
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        data-testid="customizer-open"
      >
        {icon}
      </button>
      {woken && (
        <OnDemandSlot message={intl.unreachable}>
          <Behaviour
            initial={initial}
            intl={intl}
            preloaderLabel={preloaderLabel}
            loadedAt={loadedAt}
            pressedRef={pressed}
            awakeRef={awake}
          />
        </OnDemandSlot>
      )}
    </>
  );
}
