import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from '../shared/catalog';
import { TIME_ZONE, toLocale } from '../shared/locales';
import { LOCALE_COOKIE } from './config';

// No locale in the URL: the language comes from a cookie, validated before any file is read.
// Indonesian is the fallback (SPEC §1): a key missing in a language shows its Indonesian text.
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, messages: messagesFor(locale), timeZone: TIME_ZONE };
});
