import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** Whether the page is live (hydrated) in this browser: false in the server's HTML and until hydration. */
export function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
