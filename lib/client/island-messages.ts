import { islandMessagesPath, type IslandIntl } from '../i18n/island-intl';
import { retryable } from './retryable';

type Messages = Record<string, unknown>;
const fetched = new Map<string, (again?: boolean) => Promise<Messages>>();

/**
 * The messages of an island (lib/i18n/island-intl.ts), fetched once per document and cached by
 * the browser for a year. Its openers call it with `again` as the island's code starts loading
 * (hover, focus, a click), so both arrive together and a fetch that failed is tried once more
 * (lib/client/retryable.ts); a render reads what is there.
 */
export function islandMessages(intl: IslandIntl, again = false): Promise<Messages> {
  const path = islandMessagesPath(intl);
  let messages = fetched.get(path);
  if (!messages) {
    messages = retryable(() =>
      fetch(path).then((response) => {
        if (!response.ok) throw new Error(`messages answered ${response.status}`);
        return response.json() as Promise<Messages>;
      }),
    );
    fetched.set(path, messages);
  }
  return messages(again);
}

/** For an island's openers: start fetching (again, after a failure), nothing to wait for. */
export const preloadIslandMessages = (intl: IslandIntl) => void islandMessages(intl, true).catch(() => undefined);
