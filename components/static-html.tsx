'use client';

import { useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { followInApp } from '@/lib/client/plain-click';
import type { MarkupSource } from '@/lib/markup-handover';

/**
 * The browser's side of components/static-part.tsx: the markup, as it is, in a plain <div>; its
 * links to other screens (MarkupLink) are followed inside the app.
 */
export function StaticHtml(source: MarkupSource) {
  const router = useRouter();
  const { handover, inner } = useMarkupSource(source);
  return (
    <div
      data-handover={handover}
      dangerouslySetInnerHTML={inner}
      onClick={(event) => followInApp(event, router.push)}
    />
  );
}
