// Tab and Shift+Tab cycle within the open dialog: past its last control focus returns to its
// first, and back from its first to its last, never out to <body> or the page behind it
// (react-bootstrap only pulls focus back after it has left, and to the dialog, not a control).
import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

function keepTabInside(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const open = document.querySelectorAll<HTMLElement>('.modal.show');
  const root = open[open.length - 1];
  if (!root) return;
  const items = tabbables(root);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && items.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Called by every modal while it is shown; the topmost open modal keeps the focus. */
export function useKeepTabInside() {
  useEffect(() => {
    document.addEventListener('keydown', keepTabInside);
    return () => document.removeEventListener('keydown', keepTabInside);
  }, []);
}
