/**
 * What the browser fetches on demand (an island's code, its messages), asked for once and kept,
 * failed or not, so that a render reads the same answer every time and a failure reaches the
 * island's boundary (components/unreachable.tsx) instead of a new request at every attempt. The
 * island's openers ask `again` (a hover, a focus, a click): what failed is fetched anew, and the
 * boundaries showing a failure hear of it and try once more.
 */
const retries = new Set<() => void>();

/** Called when something that failed is fetched again: an island showing the failure can try anew. */
export function onRetry(listener: () => void): () => void {
  retries.add(listener);
  return () => retries.delete(listener);
}

export function retryable<T>(start: () => Promise<T>): (again?: boolean) => Promise<T> {
  let current: { promise: Promise<T>; failed: boolean } | undefined;
  return (again = false) => {
    if (current && !(again && current.failed)) return current.promise;
    const retried = current !== undefined;
    const entry = { promise: start(), failed: false };
    entry.promise.catch(() => (entry.failed = true));
    current = entry;
    if (retried) for (const retry of retries) retry();
    return entry.promise;
  };
}
