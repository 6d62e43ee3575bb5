import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link inside the app, without prefetching: every screen is dynamic, so a prefetch brings only a
 * route's tree, yet costs the server a request through the session check for each link in view on
 * each page view (issue 19). The one place that says so; ESLint refuses next/link elsewhere.
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} />;
}
