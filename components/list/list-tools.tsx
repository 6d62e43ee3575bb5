'use client';

import { useEffect, useLayoutEffect, useState, useSyncExternalStore, useTransition, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { LoadingStatus } from '../loading-status';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { SAVED_VIEWS, SEARCH_INPUT } from './list-context';
import type { SavedViewsProps } from './saved-views-panel';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

const Panel = onDemand(() => import('./saved-views-panel'));

type Card = { card: RefObject<HTMLElement | null> };

/**
 * What typing in 'Cari...' (components/list/search-box.tsx, markup) does: after a pause the
 * search goes into the URL and the list is asked again from page 1, the spinner in the
 * magnifier's place meanwhile. The box's text is the DOM's own: text typed before this came is
 * searched now, and nothing here writes the box but a search the URL changed from elsewhere (a
 * link, Back), which replaces it; our own never undoes newer typing.
 */
export function SearchTyping({ card }: Card) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get('search') ?? '';
  const [pending, startTransition] = useTransition();
  // The box's text as last heard (null: nothing typed since the URL set it).
  const [typed, setTyped] = useState<string | null>(null);
  // What we last put in the URL, the URL's search we last saw, and one from elsewhere to show.
  const [sent, setSent] = useState(current);
  const [seen, setSeen] = useState(current);
  const [shown, setShown] = useState<{ text: string } | null>(null);
  if (seen !== current) {
    setSeen(current);
    if (current !== sent) {
      setSent(current);
      setTyped(null);
      setShown({ text: current });
    }
  }

  useLayoutEffect(() => {
    const element = card.current!;
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_INPUT)) setTyped(event.target.value);
    };
    element.addEventListener('input', onInput);
    // Typed before this listened (before it came, or while it was on its way).
    const box = element.querySelector<HTMLInputElement>(SEARCH_INPUT);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only the DOM knows what was typed
    if (box) setTyped(box.value);
    return () => element.removeEventListener('input', onInput);
  }, [card]);

  useEffect(() => {
    const box = card.current?.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (shown && box) box.value = shown.text;
  }, [card, shown]);
  useEffect(() => {
    const box = card.current?.querySelector(SEARCH_INPUT)?.parentElement;
    box?.querySelector('.search-box-spinner')?.toggleAttribute('hidden', !pending);
    box?.querySelector('.search-box-icon')?.toggleAttribute('hidden', pending);
  }, [card, pending]);

  useEffect(() => {
    if (typed === null) return;
    const wanted = typed.trim();
    if (wanted === current) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (wanted) next.set('search', wanted);
      else next.delete('search');
      next.delete('page');
      const query = next.toString();
      setSent(wanted);
      startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, current, params, pathname, router]);
  return null;
}

/**
 * The card's saved-views menu (components/list/saved-views.tsx) and its props, whenever the markup
 * changes: one observer on the card, for as long as this is mounted.
 */
function useMenu(card: Card['card']) {
  const [subscribe] = useState(() => (changed: () => void) => {
    const observer = new MutationObserver(changed);
    if (card.current)
      observer.observe(card.current, { subtree: true, childList: true, attributeFilter: ['data-saved-views'] });
    return () => observer.disconnect();
  });
  const props = useSyncExternalStore(
    subscribe,
    () => card.current?.querySelector<HTMLElement>(SAVED_VIEWS)?.dataset.savedViews ?? null,
    () => null,
  );
  const details = props === null ? null : (card.current?.querySelector<HTMLDetailsElement>(SAVED_VIEWS) ?? null);
  return { details, props };
}

/**
 * The saved views' panel (issue 17) in the menu's markup: its code loads when the menu is about
 * to be opened (a hover, a focus) and it shows once the menu is open, with the views the page
 * was rendered with. A menu opened before this came fills now.
 */
export function SavedViewsMenu({ card }: Card) {
  const { details, props } = useMenu(card);
  // The menu that was opened (a new list's starts closed).
  const [opened, setOpened] = useState<Element | null>(null);
  useEffect(() => {
    if (!details) return;
    if (details.matches(':hover, :focus-within')) Panel.preload();
    const open = () => {
      Panel.preload();
      setOpened(details);
    };
    // Opened before this came: nobody heard its toggle.
    if (details.open) open();
    const onToggle = () => {
      if (details.open) open();
    };
    const listening = new AbortController();
    details.addEventListener('toggle', onToggle, listening);
    details.addEventListener('pointerover', Panel.preload, listening);
    details.addEventListener('focusin', Panel.preload, listening);
    return () => listening.abort();
  }, [details]);
  const parsed = props ? (JSON.parse(props) as SavedViewsProps & { loading: string }) : null;
  const slot = details?.querySelector('.list-view-panel');
  if (!parsed || !slot || opened !== details) return null;
  const { loading, ...panel } = parsed;
  return createPortal(
    <OnDemandSlot
      message={panel.labels.errors['errors.network']}
      fallback={<LoadingStatus label={loading} className="small py-1" />}
    >
      <Panel {...panel} />
    </OnDemandSlot>,
    slot,
  );
}
