import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, defaultLocale, toLocale } from './config';

type Messages = { [key: string]: string | Messages };

/** Indonesian is the fallback (SPEC §1): a key missing in a language shows its Indonesian text. */
function withFallback(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const b = base[key];
    out[key] = typeof value === 'object' && typeof b === 'object' ? withFallback(b, value) : value;
  }
  return out;
}

// No locale in the URL: the language comes from a cookie, validated before any file is read.
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  const base = (await import('../../messages/in.json')).default as Messages;
  // A language whose file is not written yet shows in Indonesian rather than failing the page.
  const own = locale === defaultLocale ? {} : ((await import(`../../messages/${locale}.json`).catch(() => ({ default: {} }))).default as Messages);
  const messages = locale === defaultLocale ? base : withFallback(base, own);
  return { locale, messages, timeZone: 'Asia/Jakarta' };
});
