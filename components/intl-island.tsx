'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { TIME_ZONE } from '@/lib/shared/locales';
import type { IslandIntl, Namespace } from '@/lib/i18n/messages';

/**
 * next-intl for a client island that loads on demand. Import this only from lazily loaded
 * modules: it brings the message formatter, which stays out of every page's first load.
 */
export function IntlIsland<K extends Namespace>({ intl, children }: { intl: IslandIntl<K>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
