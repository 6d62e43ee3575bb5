import type { ReactNode } from 'react';
import { markupSource } from '@/lib/markup-source';
import { staticMarkup } from '@/lib/static-markup';
import { StaticHtml } from './static-html';

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
