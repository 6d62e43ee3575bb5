'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from '@/lib/shared/locales';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/config';
import { storeLocale } from '@/lib/i18n/client';
import { crashPage, type CrashText } from '@/lib/client/crash-page';

/**
 * SPEC §1: when nothing is stored the language is set to 'in'. When localStorage holds a
 * language the server did not render in (the cookie was lost), the cookie follows it. The crash
 * page's texts wait here, in the page's language (app/global-error.tsx).
 */
export function LanguageSync({ locale, crash }: { locale: Locale; crash: CrashText }) {
  const router = useRouter();
  // In the render, not an effect: a crash while the page hydrates comes before any effect runs.
  // In the browser only: on the server this module is shared by every request.
  if (typeof window !== 'undefined') Object.assign(crashPage, { locale, text: crash });
  useEffect(() => {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (!isLocale(stored)) {
      storeLocale(locale ?? defaultLocale);
      return;
    }
    if (stored !== locale) {
      storeLocale(stored);
      router.refresh();
    }
  }, [locale, router]);
  return null;
}
