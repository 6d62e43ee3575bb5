// Server-side access to the current language's messages, for handing a few namespaces to
// client islands. First-load client components get plain strings as props; islands that
// load on demand get a namespace subset and their own NextIntlClientProvider, so the ICU
// formatter never ships in a page's first load.
import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import type messages from '../../messages/in.json';
import { toLocale, type Locale } from '../shared/locales';

export type Messages = typeof messages;
export type Namespace = keyof Messages;

export async function pickMessages<K extends Namespace>(...namespaces: K[]): Promise<Pick<Messages, K>> {
  const all = (await getMessages()) as unknown as Messages;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, K>;
}

export type IslandIntl<K extends Namespace = Namespace> = {
  locale: Locale;
  messages: Pick<Messages, K> | Partial<Messages>;
};

/** What a lazily loaded island needs to run next-intl on its own. */
export async function islandIntl<K extends Namespace>(...namespaces: K[]): Promise<IslandIntl<K>> {
  return { locale: toLocale(await getLocale()), messages: await pickMessages(...namespaces) };
}
