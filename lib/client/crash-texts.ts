// The crash page's texts when the root layout itself failed (app/global-error.tsx): loaded only
// then, so that every page does not carry the request for a crash it will most likely never see.
import { islandMessagesPath } from '../i18n/island-intl';
import { LOCALE_STORAGE_KEY } from '../i18n/config';
import { defaultLocale, toLocale } from '../shared/locales';
import type { CrashText } from './crash-page';

/** The language the person chose (SPEC §1), when the crashed page did not say. */
function storedLocale() {
  try {
    return toLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return defaultLocale;
  }
}

/**
 * The stored language and its crash texts, fetched as an island's messages are; `failed` when
 * they could not be.
 */
export async function fetchCrashTexts() {
  const locale = storedLocale();
  try {
    const response = await fetch(islandMessagesPath({ locale, namespaces: ['errors'], version: 'crash' }));
    if (!response.ok) throw new Error(String(response.status));
    const messages = (await response.json()) as { errors: CrashText };
    return { locale, text: messages.errors };
  } catch {
    return { locale, failed: true as const };
  }
}
