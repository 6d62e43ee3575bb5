// Which entry and group of the sidebar are the current screen's: shared by the server's markup
// (sidebar.tsx) and the browser's island (sidebar-frame.tsx), which gets the paths as a prop
// instead of the entries' table (nav-items.ts), so that its script does not carry the table.
import { atOrUnder } from '@/lib/screen-titles';

/** Each group's key and its entries' paths, in the sidebar's order. */
export type GroupPaths = [key: string, paths: string[]][];

/** The entry at `href` is the current one: the screen shown is it or a page under it. */
export const isActive = atOrUnder;

/** The group holding the current route (the first one when none does: the account pages). */
export const groupOf = (pathname: string, groups: GroupPaths) =>
  groups.find(([, paths]) => paths.some((href) => isActive(pathname, href)))?.[0] ?? groups[0]?.[0] ?? '';
