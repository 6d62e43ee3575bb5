// Markup written once on the server (issue 19: a list's rows, the dashboard's charts and tables),
// handed from the server component that wrote it (components/static-part.tsx) to the HTML render
// of the same request (lib/client/handed-over.ts) in the same process. Not as a prop on a document
// load: a prop travels in the page's payload too, and the markup would reach the browser twice,
// once as HTML and once as a string for scripts that never need it. A navigation inside the app
// has no HTML render, so there the markup is a prop. The two renders run in separate module
// graphs: the store is global.
const KEY = Symbol.for('bank-sampah.markup-handover');
type Entry = { html: string; at: number };
const store = globalThis as unknown as { [KEY]?: Map<string, Entry> };

/** Where a part's markup is (components/static-part.tsx, markupSource): in the prop, or handed over by key. */
export type MarkupSource = { html: string } | { handover: string };

/** An entry the HTML render never took (the render failed) is dropped after this long. */
const MAX_AGE_MS = 30_000;
/** At most this many wait at once: the oldest goes first. */
const MAX_ENTRIES = 500;
/** A taken entry stays this long, for a render that writes the markup again. */
const LINGER_MS = 1_000;

/** Keeps `html` for the HTML render of this request; answers the key it will ask with. */
export function handOverMarkup(html: string): string {
  const entries = (store[KEY] ??= new Map());
  const now = Date.now();
  for (const [key, entry] of entries) {
    if (entries.size < MAX_ENTRIES && now - entry.at < MAX_AGE_MS) break;
    entries.delete(key);
  }
  const key = globalThis.crypto.randomUUID();
  entries.set(key, { html, at: now });
  return key;
}

/** The markup kept under `key`, during the server's HTML render; undefined elsewhere. */
export function takeMarkup(key: string): string | undefined {
  const entries = store[KEY];
  const entry = entries?.get(key);
  if (entry) setTimeout(() => entries!.delete(key), LINGER_MS).unref?.();
  return entry?.html;
}

/**
 * Set by the proxy on every page request, whatever the client sent: 'document' for a browser's
 * page load (Sec-Fetch-Dest, which every current browser sends), rendered as HTML in this
 * process; 'payload' otherwise. The proxy cannot see Next.js's own navigation headers, and a
 * navigation's payload or a server action's re-render has no HTML render. Without the browser's
 * header (an older browser, a proxy that drops it) the markup simply goes in the payload too.
 */
export const RENDER_HEADER = 'x-bs-render';
export const renderKind = (method: string, header: (name: string) => string | null) =>
  method === 'GET' && header('sec-fetch-dest') === 'document' && !header('next-action') ? 'document' : 'payload';
