'use client';

import { createContext, useContext } from 'react';
import type { Opened } from './list-types';

/** The rows picked on this page: id (what DELETE takes) → the name the confirmation shows. */
type Selection = {
  picked: ReadonlyMap<number, string>;
  set: (rows: [id: number, name: string][], on: boolean) => void;
  clear: () => void;
};
type List = Selection & {
  /** Opens a modal of the list's (loading the modals first). */
  open: (state: Opened) => void;
  preload: () => void;
};

export const ListContext = createContext<List | null>(null);

/** For the parts of a list that load on demand (the bulk bar): its selection and its modals. */
export function useList() {
  const list = useContext(ListContext);
  if (!list) throw new Error('List part outside <ListFrame>');
  return list;
}

/** What a `data-opens` button opens, its row put back from the page's rows by id (`data-row-ref`). */
export function opensOf(button: HTMLElement, items: { id: number }[]): Opened {
  const opens = JSON.parse(button.dataset.opens!) as Opened & { row?: unknown };
  if (button.hasAttribute('data-row-ref')) opens.row = items.find((row) => row.id === opens.row) ?? null;
  return opens;
}

/**
 * The rows a checkbox of the list stands for: a row's own (`data-select`, its id and name) or,
 * the head's (`data-select-page`), the page's; null for anything else.
 */
export function picksOf(target: EventTarget | null, pageRows: [number, string][] = []): [number, string][] | null {
  if (!(target instanceof HTMLInputElement)) return null;
  if (target.dataset.select) return [[Number(target.dataset.select), target.dataset.name ?? '']];
  return target.hasAttribute('data-select-page') ? pageRows : null;
}
