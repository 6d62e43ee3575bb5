import type { Locale } from '../shared/locales';

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
