// The web tier's own language settings: where the browser keeps its choice, and the menu's
// labels. The codes themselves are shared with the API (lib/shared/locales.ts).
import type { Locale } from '../shared/locales';

export const LOCALE_COOKIE = 'I18N_LANGUAGE';
/** SPEC §1: the choice is kept in localStorage under this key, mirrored to the cookie above. */
export const LOCALE_STORAGE_KEY = 'I18N_LANGUAGE';

export const isRtl = (locale: Locale) => locale === 'ar';

/** Each language's name in itself, for the language menu: data, the same in every language. */
export const localeNames: Record<Locale, string> = {
  in: 'Bahasa Indonesia',
  en: 'English',
  gr: 'Deutsch',
  it: 'Italiano',
  rs: 'Русский',
  sp: 'Español',
  cn: '中文',
  fr: 'Français',
  ar: 'العربية',
};
