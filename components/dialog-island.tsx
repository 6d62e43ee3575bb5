'use client';

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { browserQueryClient } from '@/lib/client/query-client';
import type { IslandIntl } from '@/lib/i18n/messages';
import { IntlIsland } from './intl-island';

/** SPEC §9: toasts close after 5 s; errors are red, successes green, at the top centre. */
const TOAST_MS = 5000;

/**
 * What a screen's dialogs need once they load (the lists' and the account page's): next-intl,
 * React Query and the toasts, on the reading side of the language. Import it only from lazily
 * loaded modules, like IntlIsland.
 */
export function DialogIsland({ intl, children }: { intl: IslandIntl; children: ReactNode }) {
  return (
    <IntlIsland intl={intl}>
      <QueryClientProvider client={browserQueryClient()}>
        <Toaster
          position="top-center"
          richColors
          duration={TOAST_MS}
          closeButton={false}
          dir={intl.locale === 'ar' ? 'rtl' : 'ltr'}
        />
        {children}
      </QueryClientProvider>
    </IntlIsland>
  );
}
