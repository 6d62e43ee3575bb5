// Stylesheets the server puts inline in a page's <head> (components/inline-style.tsx), handed
// from the server components that read them to the client component that renders them during
// the HTML render, in the same process. Not as a prop: a prop travels in the page's RSC payload,
// and would send every stylesheet twice. Keyed by the sheet; each text is the same for every
// request, so nothing of one request reaches another.
const KEY = Symbol.for('bank-sampah.inline-css');
const store = globalThis as unknown as { [KEY]?: Map<string, string> };

export function provideInlineCss(key: string, css: string) {
  (store[KEY] ??= new Map()).set(key, css);
}

/** The sheet's text during the server's HTML render; undefined in the browser. */
export function inlineCss(key: string): string | undefined {
  return store[KEY]?.get(key);
}
