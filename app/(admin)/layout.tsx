import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ArrowUpIcon, CogIcon } from '@/components/icons';
import { BackToTop } from '@/components/shell/back-to-top';
import { Footer } from '@/components/shell/footer';
import { ScreenPending } from '@/components/shell/screen-pending';
import { ShellHost } from '@/components/shell/shell-host';
import { Sidebar } from '@/components/shell/sidebar';
import { Topbar } from '@/components/shell/topbar';
import { InlineStyle } from '@/components/inline-style';
import { inlineSheet } from '@/lib/css/sheets';
import { requireSession } from '@/lib/session/check';
import { appEnv } from '@/lib/env';
import { islandIntl } from '@/lib/i18n/messages';
import { readLayoutPreferences } from '@/lib/layout-preferences';
import { screenTitles } from '@/lib/screen-titles';

// The signed-in area: the session is checked here on the server, and again by every page.
// The layout mode comes from the <html> attributes the root layout renders from the same
// preferences; app/shell.css draws every mode from them. The shell's buttons get their
// behaviour on first use (ShellHost); until then its islands only keep the markup current. The shell's stylesheet, every screen's
// included (lib/css/app-sheets.json), is inline in the page's <head> (issue 19).
// There is no loading.tsx: a document load gets the screen with its data in one response, so a
// phone's first paint is the screen itself; a move to another screen shows its title and a
// spinner from the browser until it comes (ScreenPending, issue 19).
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const [t, prefs, customizerIntl, styles, requested] = await Promise.all([
    getTranslations(),
    readLayoutPreferences(),
    islandIntl('customizer'),
    inlineSheet('shell.css'),
    headers(),
  ]);
  // The screen asked for (the proxy's x-current-path), for the sidebar's current entry on the first paint.
  const pathname = (requested.get('x-current-path') ?? '').split('?')[0]!;
  const appName = appEnv().APP_NAME;
  const titles = Object.fromEntries(Object.entries(screenTitles).map(([path, key]) => [path, t(key)]));
  return (
    <>
      <InlineStyle {...styles} precedence="app" />
      {/* The product's name for the modals that print it (components/shell/app-name.tsx). */}
      <meta name="application-name" content={appName} />
      {/* The first paint waits until the parser reaches the screen (React puts this in <head>): a
          phone that painted sooner showed the top bar's buttons while they were still arriving,
          and they moved as the rest came (a layout shift of 0.005-0.008 in Lighthouse). */}
      <link rel="expect" href="#main-content" blocking="render" />
      <a href="#main-content" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <div id="layout-wrapper">
        <Topbar appName={appName} user={session.user} prefs={prefs} />
        <Sidebar appName={appName} layout={prefs.layoutType} role={session.user.access?.role} pathname={pathname} />
        <main id="main-content" className="page-content" tabIndex={-1}>
          <div className="container-fluid">
            <ScreenPending titles={titles} label={t('list.loading')}>
              {children}
            </ScreenPending>
          </div>
        </main>
        <Footer appName={appName} />
      </div>
      <BackToTop label={t('shell.backToTop')} icon={<ArrowUpIcon />} />
      <ShellHost
        initial={prefs}
        label={t('customizer.open')}
        icon={<CogIcon size={20} className="spin" />}
        intl={customizerIntl}
        preloaderLabel={t('common.loading')}
      />
    </>
  );
}
