'use client';

import { useEffect, useState } from 'react';
import { crashPage } from '@/lib/client/crash-page';
import { isRtl } from '@/lib/i18n/config';
import { defaultLocale, htmlLang } from '@/lib/shared/locales';

/**
 * What shows when a screen crashes past every boundary (Next.js's root error boundary): in the
 * page's language instead of Next.js's English "This page couldn't load", with the way to try
 * again and the code a server error left in the log. It has no stylesheet of its own (the root
 * layout's are gone with it), so its few styles are inline, in light or dark as the device is.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [shown, setShown] = useState<typeof crashPage & { failed?: boolean }>(() => ({ ...crashPage }));
  // The root layout itself failed (nothing set the texts): they are fetched, as an island's are.
  const missing = !shown.text;
  useEffect(() => {
    if (!missing) return;
    import('@/lib/client/crash-texts')
      .then(({ fetchCrashTexts }) => fetchCrashTexts())
      .then(setShown, () => setShown({ failed: true }));
  }, [missing]);
  const { locale = defaultLocale, text, failed } = shown;
  return (
    <html lang={htmlLang[locale]} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
      <body style={{ margin: 0, colorScheme: 'light dark', font: '16px/1.5 system-ui, sans-serif' }}>
        <main
          role="alert"
          aria-busy={!text && !failed}
          style={{ maxWidth: '32rem', margin: '15vh auto', padding: '0 1.5rem' }}
        >
          <h1 style={{ fontSize: '1.5rem' }}>{text?.crashTitle}</h1>
          <p>{text?.crashBody}</p>
          {error.digest && text && (
            <p style={{ fontSize: '.875rem' }}>{text.errorCode.replace('{code}', error.digest)}</p>
          )}
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
            <button
              type="button"
              onClick={() => location.reload()}
              style={{ font: 'inherit', padding: '.375rem 1rem' }}
            >
              {text?.reload ?? '↻'}
            </button>
            {/* A whole new page on purpose: the app that crashed is not to be trusted with the way back. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            {text && <a href="/dashboard">{text.backToDashboard}</a>}
          </p>
        </main>
      </body>
    </html>
  );
}
