// Server-side access to the current language's messages: a few namespaces picked for a page's own
// client components, and the address of those an island that loads on demand fetches
// (lib/i18n/island-intl.ts). First-load client components get plain strings as props; islands
// that load on demand get their namespaces and their own NextIntlClientProvider, so the ICU
// formatter never ships in a page's first load.
import 'server-only';
import { createHash } from 'node:crypto';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { messagesFor } from '../shared/catalog';
import { isLocale, toLocale, type Locale } from '../shared/locales';
import type { IslandIntl, Messages, Namespace } from './island-intl';

export type { IslandIntl, Messages, Namespace } from './island-intl';

export async function pickMessages<K extends Namespace>(...namespaces: K[]): Promise<Pick<Messages, K>> {
  const all = (await getMessages()) as unknown as Messages;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, K>;
}

const isNamespace = (name: string): name is Namespace => Object.prototype.hasOwnProperty.call(messagesFor('in'), name);

/** The namespaces of `locale` an address names (/vendor/messages/<locale>/<a,b>), or null. */
export function addressedMessages(locale: string, names: string) {
  const namespaces = names.split(',');
  if (!isLocale(locale) || namespaces.length > 20 || !namespaces.every(isNamespace)) return null;
  const all = messagesFor(locale);
  const messages = Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
  return { messages, version: messagesVersion(locale, namespaces) };
}

/** Pages name a few dozen sets; the addresses anyone may ask for are many more, hence the bound. */
const versions = new Map<string, string>();
const VERSIONS_MAX = 1000;

/** A digest of the namespaces' text in `locale`, computed once per process. */
function messagesVersion(locale: Locale, namespaces: readonly Namespace[]): string {
  const key = `${locale}/${namespaces.join(',')}`;
  let version = versions.get(key);
  if (version === undefined) {
    const all = messagesFor(locale);
    const text = JSON.stringify(namespaces.map((ns) => all[ns]));
    version = createHash('sha256').update(text).digest('base64url').slice(0, 12);
    if (versions.size >= VERSIONS_MAX) versions.clear();
    versions.set(key, version);
  }
  return version;
}

/** What a lazily loaded island needs to run next-intl on its own: where its messages are. */
export async function islandIntl<K extends Namespace>(...namespaces: K[]): Promise<IslandIntl<K>> {
  const [locale, t] = await Promise.all([getLocale().then(toLocale), getTranslations()]);
  return { locale, namespaces, version: messagesVersion(locale, namespaces), unreachable: t('errors.network') };
}
