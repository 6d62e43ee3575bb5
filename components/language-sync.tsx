'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from '@/lib/shared/locales';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/config';
import { storeLocale } from '@/lib/i18n/client';

/**
 * SPEC §1: when nothing is stored the language is set to 'in'. When localStorage holds a
 * language the server did not render in (the cookie was lost), the cookie follows it.
 */
export function LanguageSync({ locale }: { locale: Locale }) {
  const router = useRouter();
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
