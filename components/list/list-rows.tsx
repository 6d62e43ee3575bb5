'use client';

import { useEffect, useLayoutEffect, useRef, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useRouter } from 'next/navigation';
import { followInApp } from '@/lib/client/plain-click';
import { useHandedOver } from '@/lib/client/handed-over';
import { fitColumns } from '@/lib/client/list-fit';
import { useSelection } from './bulk-select';
import { useListOpener } from './list-actions';
import type { Opened } from './list-types';

/**
 * A list's rows: markup written once on the server (components/list/row-markup.tsx), never
 * hydrated, with one listener for all of them (issue 19). A button's `data-opens` opens its modal
 * (with its row from `rows`, by id), a checkbox picks its row for the bulk bar, and a row's link
 * to another screen is followed inside the app. The columns with no room give way (list-fit.ts).
 */
export function ListRows({
  html,
  handover,
  rows = [],
}: {
  /** The markup, on a navigation inside the app. */
  html?: string;
  /** On a page load: the key the server's HTML render takes the markup by (lib/markup-handover.ts). */
  handover?: string;
  rows?: { id: number }[];
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const { picked, set } = useSelection();
  const { open, preload } = useListOpener();
  const router = useRouter();
  const markup = useHandedOver(handover, html);

  // The checkboxes show the selection, whichever control changed it (the header, Batal pilih).
  // Boxes ticked before this island woke up (a slow phone) join it first: nobody heard them.
  const adopted = useRef<typeof markup | null>(null);
  useEffect(() => {
    const boxes = [...(body.current?.querySelectorAll<HTMLInputElement>('input[data-select]') ?? [])];
    if (adopted.current !== markup) {
      adopted.current = markup;
      const early = boxes.filter((box) => box.checked && !picked.has(Number(box.dataset.select)));
      if (early.length) {
        set(
          early.map((box) => [Number(box.dataset.select), box.dataset.name ?? '']),
          true,
        );
        return;
      }
    }
    for (const box of boxes) box.checked = picked.has(Number(box.dataset.select));
  }, [picked, markup, set]);

  // The columns that do not fit give way, for these rows and whenever the card's width changes:
  // an observer reports the size it starts with before the next paint, so that is the first fit.
  useLayoutEffect(() => {
    const table = body.current?.parentElement;
    if (!(table instanceof HTMLTableElement) || !table.parentElement) return;
    const observer = new ResizeObserver(() => fitColumns(table));
    observer.observe(table.parentElement);
    return () => observer.disconnect();
  }, [markup]);

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
    followInApp(event, router.push);
  };
  // The modals' code loads when a row's button is about to be used.
  const onNear = (event: PointerEvent | FocusEvent) => {
    if ((event.target as Element).closest('[data-opens]')) preload();
  };
  return (
    <tbody
      ref={body}
      data-handover={handover}
      dangerouslySetInnerHTML={markup}
      onClick={onClick}
      onPointerOver={onNear}
      onFocus={onNear}
    />
  );
}
