import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { handOverMarkup, RENDER_HEADER, type MarkupSource } from '@/lib/markup-handover';
import { staticMarkup } from '@/lib/static-markup';
import { StaticHtml } from './static-html';

/**
 * Where markup written on the server goes (issue 19): on a page load, to the same request's HTML
 * render only (lib/markup-handover.ts); on a navigation inside the app, in the payload, which is
 * all there is.
 */
export async function markupSource(html: string): Promise<MarkupSource> {
  return (await headers()).get(RENDER_HEADER) === 'document' ? { handover: handOverMarkup(html) } : { html };
}

/**
 * A part of a page with nothing to run in the browser (the dashboard's charts and tables, the
 * report's figures and tables, a passbook's movements; its links are MarkupLinks), written
 * once as HTML and never hydrated (issue 19): through React's server components each element would
 * be rendered, serialised into the payload, read back and rendered again. `children` must be what
 * lib/static-markup.ts writes (host elements and plain function components), else it throws.
 */
export async function StaticPart({ children }: { children: ReactNode }) {
  return <StaticHtml {...await markupSource(staticMarkup(children))} />;
}
