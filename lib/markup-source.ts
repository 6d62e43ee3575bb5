import { headers } from 'next/headers';
import { handOverMarkup, RENDER_HEADER, type MarkupSource } from './markup-handover';

// Apart from components/static-part.tsx: a server module that imports a client component puts
// that component in the scripts of every page importing the module, so the shell's and the
// lists' parts, which need only this, would carry StaticHtml.
/**
 * Where markup written on the server goes (issue 19): on a page load, to the same request's HTML
 * render only (lib/markup-handover.ts); on a navigation inside the app, in the payload, which is
 * all there is.
 */
export async function markupSource(html: string): Promise<MarkupSource> {
  return (await headers()).get(RENDER_HEADER) === 'document' ? { handover: handOverMarkup(html) } : { html };
}
