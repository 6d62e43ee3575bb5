import { islandMessagesPath, type IslandIntl } from '../i18n/island-intl';

type Fetched = { messages: Promise<Record<string, unknown>>; failed: boolean };
const fetched = new Map<string, Fetched>();
const retries = new Set<() => void>();

/** Called when messages that failed are fetched again: an island showing the failure can try anew. */
export function onMessagesRetry(listener: () => void): () => void {
  retries.add(listener);
  return () => retries.delete(listener);
}

/**
 * The messages of an island (lib/i18n/island-intl.ts), fetched once per document and cached by
 * the browser for a year. Its openers call it with `again` as the island's code starts loading
 * (hover, focus, a click), so both arrive together and a fetch that failed is tried once more. A
 * render reads what is there: the same promise, failed or not, so a failure reaches the island's
 * boundary (components/intl-island.tsx) instead of a new fetch at every attempt.
 */
export function islandMessages(intl: IslandIntl, again = false): Promise<Record<string, unknown>> {
  const path = islandMessagesPath(intl);
  const known = fetched.get(path);
  if (known && !(again && known.failed)) return known.messages;
  const entry: Fetched = {
    messages: fetch(path).then((response) => {
      if (!response.ok) throw new Error(`messages answered ${response.status}`);
      return response.json() as Promise<Record<string, unknown>>;
    }),
    failed: false,
  };
  entry.messages.catch(() => (entry.failed = true));
  fetched.set(path, entry);
  if (known) for (const retry of retries) retry();
  return entry.messages;
}

/** For an island's openers: start fetching (again, after a failure), nothing to wait for. */
export const preloadIslandMessages = (intl: IslandIntl) => void islandMessages(intl, true).catch(() => undefined);
