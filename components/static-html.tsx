'use client';

import { useHandedOver } from '@/lib/client/handed-over';

/** The browser's side of components/static-part.tsx: the markup, as it is, in a plain <div>. */
export function StaticHtml({ html, handover }: { html?: string; handover?: string }) {
  return <div data-handover={handover} dangerouslySetInnerHTML={useHandedOver(handover, html)} />;
}
