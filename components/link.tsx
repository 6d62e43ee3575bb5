'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick } from '@/lib/client/plain-click';

/**
 * A link inside the app: a plain click goes through the router, as next/link does, anything else
 * (a new tab, a download) is the browser's. Without next/link's prefetching, which every dynamic
 * screen makes a request through the session check for each link in view, and without its code:
 * 2.5 kB of every page's first load, for what the lists' markup links (lib/client/plain-click.ts)
 * already do in a few lines (issue 19). The one place that says so; ESLint refuses next/link.
 */
export function Link({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (props.target && props.target !== '_self')) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
