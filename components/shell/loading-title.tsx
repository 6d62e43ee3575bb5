'use client';

import { usePathname } from 'next/navigation';

/**
 * The screen's title while its data is on the way (app/(admin)/loading.tsx), where the screen
 * itself will put it: the first paint already names the page, on a phone often its largest text.
 */
export function LoadingTitle({ titles }: { titles: Record<string, string> }) {
  const title = titles[usePathname()];
  return title ? <h1 className="h4 mb-4">{title}</h1> : null;
}
