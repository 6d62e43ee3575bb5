'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { LoadingStatus } from '@/components/loading-status';
import { followInApp, isPlainClick } from '@/lib/client/plain-click';
import { isScreen } from '@/lib/screen-titles';

/** The screen a click on a link opens, or null: another screen of this app, followed in this tab. */
function screenClicked(event: MouseEvent, current: string, screens: readonly string[]): string | null {
  if (!isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === current) return null;
  return isScreen(url.pathname, screens) ? url.pathname : null;
}

/**
 * SPEC §2's spinner while a screen loads, for a move inside the app: a click on a link to another
 * screen shows that screen's title and the spinner at once, until it arrives. A document load has
 * no such state: the server sends the screen with its data in one go, so a phone's first paint is
 * the screen itself (issue 19). Links within a screen (pages, sort, filters) mark themselves.
 */
export function ScreenPending({
  titles,
  label,
  children,
}: {
  titles: Record<string, string>;
  label: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const [opening, setOpening] = useState<string | null>(null);
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    setOpening(null);
  }

  useEffect(() => {
    const screens = Object.keys(titles);
    const onClick = (event: MouseEvent) => {
      const next = screenClicked(event, window.location.pathname, screens);
      if (next) setOpening(next);
      // Any markup link on a signed-in page (MarkupLink: a dashboard card's, a report's) that no
      // island followed: one listener for them all instead of a client component for each.
      followInApp(event, router.push);
    };
    // Back, forward, or a page restored from the back-forward cache: nothing is on its way.
    const settle = () => setOpening(null);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', settle);
    window.addEventListener('pageshow', settle);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', settle);
      window.removeEventListener('pageshow', settle);
    };
  }, [titles, router]);

  return (
    <>
      {opening !== null && (
        <>
          {titles[opening] && <h1 className="h4 mb-4">{titles[opening]}</h1>}
          <LoadingStatus label={label} className="page-loading" testId="page-loading" />
        </>
      )}
      <div className="screen-body" hidden={opening !== null}>
        {children}
      </div>
    </>
  );
}
