// Browser side of the language choice: localStorage (SPEC) mirrored to a cookie the server
// renders from. Holds only the language code.
import { type Locale } from '../shared/locales';
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from './config';

export function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
