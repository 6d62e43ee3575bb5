// What a page tells an island that loads on demand (a list's modals, the customizer, the account
// dialogs) about its messages, which it fetches with its code instead of carrying them in every
// page's payload (issue 19): the language, the namespaces and a version of their text, so the
// address can be cached for a year and a new deployment's texts are a new address. Plain data and
// one address, for the browser's side too (lib/client/island-messages.ts).
import type messages from '../../messages/in.json';
import type { Locale } from '../shared/locales';

export type Messages = typeof messages;
export type Namespace = keyof Messages;

export type IslandIntl<K extends Namespace = Namespace> = {
  locale: Locale;
  namespaces: K[];
  version: string;
  /** Shown when the messages cannot be fetched: the one text the island has without them. */
  unreachable: string;
};

export const islandMessagesPath = ({ locale, namespaces, version }: Omit<IslandIntl, 'unreachable'>) =>
  `/vendor/messages/${locale}/${namespaces.join(',')}?v=${version}`;
