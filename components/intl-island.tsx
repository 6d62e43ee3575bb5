'use client';

import { use, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { islandMessages } from '@/lib/client/island-messages';
import { TIME_ZONE } from '@/lib/shared/locales';
import type { IslandIntl, Namespace } from '@/lib/i18n/island-intl';
import { OnDemandSlot } from './unreachable';

function WithMessages<K extends Namespace>({ intl, children }: { intl: IslandIntl<K>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={use(islandMessages(intl))} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * next-intl for a client island that loads on demand, with the messages the page named
 * (lib/i18n/island-intl.ts), fetched as its code loads. Import this only from lazily loaded
 * modules: it brings the message formatter, which stays out of every page's first load.
 */
export function IntlIsland<K extends Namespace>({ intl, children }: { intl: IslandIntl<K>; children: ReactNode }) {
  return (
    <OnDemandSlot message={intl.unreachable}>
      <WithMessages intl={intl}>{children}</WithMessages>
    </OnDemandSlot>
  );
}
