// Language codes as SPEC names them, and the real language tag each renders as.
export const LOCALE_COOKIE = 'I18N_LANGUAGE';
/** SPEC §1: the choice is kept in localStorage under this key, mirrored to the cookie above. */
export const LOCALE_STORAGE_KEY = 'I18N_LANGUAGE';
export const defaultLocale = 'in';
/** Dates are shown in Western Indonesia Time, where the programme runs. */
export const TIME_ZONE = 'Asia/Jakarta';
export const locales = ['in', 'en', 'gr', 'it', 'rs', 'sp', 'cn', 'fr', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const htmlLang: Record<Locale, string> = {
  in: 'id',
  en: 'en',
  gr: 'de',
  it: 'it',
  rs: 'ru',
  sp: 'es',
  cn: 'zh',
  fr: 'fr',
  ar: 'ar',
};

export const isRtl = (locale: Locale) => locale === 'ar';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

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
