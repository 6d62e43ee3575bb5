'use client';

import { useState } from 'react';

/**
 * The product name for client components that print it (the transaction receipt, the password
 * link's message), read from the `<meta name="application-name">` the signed-in layout writes: no context provider
 * (and no script) on every page for the two modals that need it. Modals render in the browser only.
 */
export function useAppName() {
  const [name] = useState(
    () => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '',
  );
  return name;
}
