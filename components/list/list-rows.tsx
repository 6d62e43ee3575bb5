'use client';

import { useEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useRouter } from 'next/navigation';
import { isPlainClick } from '@/lib/client/plain-click';
import { takeRows } from '@/lib/rows-handover';
import { useSelection } from './bulk-select';
import { useListOpener } from './list-actions';
import type { Opened } from './list-types';

/** The rows of this document's page load, by handover key: one entry, as one document has one page load. */
const pageLoadRows = new Map<string, string>();

/**
 * A list's rows: markup written once on the server (components/list/row-markup.tsx), never
 * hydrated, with one listener for all of them (issue 19). A button's `data-opens` opens its modal
 * (with its row from `rows`, by id), a checkbox picks its row for the bulk bar, and a row's link
 * to another screen is followed inside the app.
 */
export function ListRows({
  html,
  handover,
  rows = [],
}: {
  /** The markup, on a navigation inside the app. */
  html?: string;
  /** On a page load: the key the server's HTML render takes the markup by (lib/rows-handover.ts). */
  handover?: string;
  rows?: { id: number }[];
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { picked, set } = useSelection();
  const { open, preload } = useListOpener();
  const router = useRouter();
  // A page load's rows: in the server's HTML render from the handover, in the browser from the
  // page itself (they are not hydrated, so React keeps them as they are). The router keeps the
  // page load's payload for Back and Forward, so the markup is kept too, for a later mount.
  const [loaded] = useState(() => {
    if (handover === undefined) return '';
    if (typeof window === 'undefined') return takeRows(handover) ?? '';
    if (!pageLoadRows.has(handover))
      pageLoadRows.set(handover, document.querySelector(`tbody[data-rows="${handover}"]`)?.innerHTML ?? '');
    return pageLoadRows.get(handover)!;
  });
  const source = html ?? loaded;
  // The same object while the markup is the same: React then leaves the rows' DOM alone.
  const markup = useMemo(() => ({ __html: source }), [source]);

  // The checkboxes show the selection, whichever control changed it (the header, Batal pilih).
  useEffect(() => {
    for (const box of body.current?.querySelectorAll<HTMLInputElement>('input[data-select]') ?? [])
      box.checked = picked.has(Number(box.dataset.select));
  }, [picked, markup]);

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const target = event.target as Element;
    // A checkbox (a click, or Space): React's onChange sees only inputs it rendered itself.
    if (target instanceof HTMLInputElement && target.dataset.select) {
      set([[Number(target.dataset.select), target.dataset.name ?? '']], target.checked);
      return;
    }
    const button = target.closest<HTMLElement>('[data-opens]');
    if (button) {
      const opens = JSON.parse(button.dataset.opens!) as Opened & { row?: unknown };
      if (button.hasAttribute('data-row-ref')) opens.row = rows.find((row) => row.id === opens.row) ?? null;
      open(opens);
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[data-nav]');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    router.push(link.getAttribute('href')!);
  };
  // The modals' code loads when a row's button is about to be used.
  const onNear = (event: PointerEvent | FocusEvent) => {
    if ((event.target as Element).closest('[data-opens]')) preload();
  };
  return (
    <tbody
      ref={body}
      data-rows={handover}
      dangerouslySetInnerHTML={markup}
      onClick={onClick}
      onPointerOver={onNear}
      onFocus={onNear}
    />
  );
}
