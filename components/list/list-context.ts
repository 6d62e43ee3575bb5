// What the list's frame and its behaviour both read off the markup (list-frame.tsx, list-behaviour.tsx).
/** The list's markup that its behaviour (list-tools.tsx) takes over: 'Cari...' and the saved views' menu. */
export const SEARCH_INPUT = 'input[data-list-search]';
export const SAVED_VIEWS = 'details[data-saved-views]';

/**
 * The rows a checkbox of the list stands for: a row's own (`data-select`, its id and name) or,
 * the head's (`data-select-page`), the page's; null for anything else.
 */
export function picksOf(target: EventTarget | null, pageRows: [number, string][] = []): [number, string][] | null {
  if (!(target instanceof HTMLInputElement)) return null;
  if (target.dataset.select) return [[Number(target.dataset.select), target.dataset.name ?? '']];
  return target.hasAttribute('data-select-page') ? pageRows : null;
}
