// Messages the BFF itself answers with (outside a rendered page), in the language the
// visitor chose (the I18N_LANGUAGE cookie), Indonesian when unknown.
import 'server-only';
import { cookies } from 'next/headers';
import { translatorFor, type Translate } from '../shared/catalog';
import { defaultLocale, toLocale, type Locale } from '../shared/locales';
import { LOCALE_COOKIE } from './config';

/** The visitor's language, or Indonesian outside a request. */
export async function requestLocale(): Promise<Locale> {
  try {
    return toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  } catch {
    return defaultLocale;
  }
}

export async function serverTranslator(): Promise<Translate> {
  return translatorFor(await requestLocale());
}
