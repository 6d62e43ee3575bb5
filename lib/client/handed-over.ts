import { useMemo, useState } from 'react';
import { takeMarkup } from '../markup-handover';

/** This document's page load's markup, by handover key, for a later mount of the same part. */
const pageLoadMarkup = new Map<string, string>();

/**
 * The markup of a part written once on the server and never hydrated (issue 19), for
 * `dangerouslySetInnerHTML`: the prop on a navigation inside the app; on a page load, in the
 * server's HTML render from the handover (lib/markup-handover.ts), in the browser from the page
 * itself (not hydrated, React keeps it as it is). The router keeps a page load's payload for
 * Back and Forward, which names the part by its key only, so the markup read at hydration is kept
 * for a later mount. The same object while the markup is the same: React then leaves the DOM alone.
 */
export function useHandedOver(handover: string | undefined, html: string | undefined) {
  const [loaded] = useState(() => {
    if (handover === undefined) return '';
    if (typeof window === 'undefined') return takeMarkup(handover) ?? '';
    if (!pageLoadMarkup.has(handover))
      // The element holding it names the key in `data-handover`.
      pageLoadMarkup.set(handover, document.querySelector(`[data-handover="${handover}"]`)?.innerHTML ?? '');
    return pageLoadMarkup.get(handover)!;
  });
  const source = html ?? loaded;
  return useMemo(() => ({ __html: source }), [source]);
}
