'use client';

// The list's selection and its modals, for the parts that load with its behaviour (the bulk bar):
// apart from list-context.ts so that the page's frame does not carry them.
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
