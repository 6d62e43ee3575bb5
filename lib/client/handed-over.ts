import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { takeMarkup, type MarkupSource } from '../markup-handover';

/** This document's page load's markup, by handover key, for a later mount of the same part. */
const pageLoadMarkup = new Map<string, string>();
/** Whether this document has asked the server for its parts once (see below). */
let askedAgain = false;

/**
 * The markup of a part written once on the server and never hydrated (issue 19), for
 * `dangerouslySetInnerHTML`: the prop on a navigation inside the app; on a page load, in the
 * server's HTML render from the handover (lib/markup-handover.ts), in the browser from the page
 * itself (not hydrated, React keeps it as it is). The router keeps a page load's payload for
 * Back and Forward, which names the part by its key only, so the markup read at hydration is kept
 * for a later mount. The same object while the markup is the same: React then leaves the DOM alone.
 *
 * A page that answers 404 or 403 (notFound(), forbidden()) arrives as Next.js's error document: no
 * HTML but the payload, which the browser renders itself, so a part named by its key has nothing
 * to read. The page is then asked for once more, as a navigation does, and that answer carries the
 * markup (the shell's, around the error card).
 */
export function useHandedOver(handover: string | undefined, html: string | undefined) {
  const router = useRouter();
  const [loaded] = useState(() => {
    if (handover === undefined) return '';
    if (typeof window === 'undefined') return takeMarkup(handover) ?? '';
    if (!pageLoadMarkup.has(handover)) {
      // The element holding it names the key in `data-handover`.
      const element = document.querySelector(`[data-handover="${handover}"]`);
      if (!element) return null;
      pageLoadMarkup.set(handover, element.innerHTML);
    }
    return pageLoadMarkup.get(handover)!;
  });
  const missing = html === undefined && loaded === null;
  useEffect(() => {
    if (!missing || askedAgain) return;
    askedAgain = true;
    router.refresh();
  }, [missing, router]);
  const source = html ?? loaded ?? '';
  return useMemo(() => ({ __html: source }), [source]);
}

/** The same for a part given its MarkupSource: the key for `data-handover`, and the markup. */
export function useMarkupSource(source: MarkupSource) {
  const handover = 'handover' in source ? source.handover : undefined;
  return { handover, inner: useHandedOver(handover, 'html' in source ? source.html : undefined) };
}
