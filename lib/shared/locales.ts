// Language codes as SPEC names them, and the real language tag each renders as: the web tier
// and the API both answer in these.
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

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * A formatter (Intl.DateTimeFormat, Intl.NumberFormat) made once per language and kept: making
 * one costs far more than using it, and a list formats hundreds of values (a year's passbook,
 * thousands).
 */
export function perLocale<T>(make: (languageTag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(htmlLang[locale]);
      made.set(locale, value);
    }
    return value;
  };
}
