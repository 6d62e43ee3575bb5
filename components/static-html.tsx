'use client';

import { useRouter } from 'next/navigation';
import { useHandedOver } from '@/lib/client/handed-over';
import { followInApp } from '@/lib/client/plain-click';

/**
 * The browser's side of components/static-part.tsx: the markup, as it is, in a plain <div>; its
 * links to other screens (MarkupLink) are followed inside the app.
 */
export function StaticHtml({ html, handover }: { html?: string; handover?: string }) {
  const router = useRouter();
  return (
    <div
      data-handover={handover}
      dangerouslySetInnerHTML={useHandedOver(handover, html)}
      onClick={(event) => followInApp(event, router.push)}
    />
  );
}
