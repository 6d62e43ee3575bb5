// The web tier's own language settings: where the browser keeps its choice (the menu's labels
// are in locale-names.ts, out of the scripts that need only this). The codes themselves are
// shared with the API (lib/shared/locales.ts).
import type { Locale } from '../shared/locales';

export const LOCALE_COOKIE = 'I18N_LANGUAGE';
/** SPEC §1: the choice is kept in localStorage under this key, mirrored to the cookie above. */
export const LOCALE_STORAGE_KEY = 'I18N_LANGUAGE';

export const isRtl = (locale: Locale) => locale === 'ar';
