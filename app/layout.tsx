import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { InlineStyle } from '@/components/inline-style';
import { LanguageSync } from '@/components/language-sync';
import { inlineSheet } from '@/lib/css/sheets';
import { htmlLang, toLocale } from '@/lib/shared/locales';
import { isRtl } from '@/lib/i18n/config';
import { htmlAttributes, readLayoutPreferences } from '@/lib/layout-preferences';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = toLocale(await getLocale());
  const rtl = isRtl(locale);
  // The layout preferences on <html> from the first byte: no flash of the wrong theme.
  const layout = htmlAttributes(await readLayoutPreferences());
  // Inline, not linked (components/inline-style.tsx): Bootstrap in the language's direction, then ours.
  const [bootstrap, own, t] = await Promise.all([
    inlineSheet(rtl ? 'bootstrap.rtl.min.css' : 'bootstrap.min.css'),
    inlineSheet('root.css'),
    getTranslations('errors'),
  ]);
  // What app/global-error.tsx says if this page crashes, in its language.
  const crash = {
    crashTitle: t('crashTitle'),
    crashBody: t('crashBody'),
    reload: t('reload'),
    errorCode: t.raw('errorCode') as string,
    backToDashboard: t('backToDashboard'),
  };
  return (
    <html lang={htmlLang[locale]} dir={rtl ? 'rtl' : 'ltr'} {...layout}>
      <head>
        <InlineStyle {...bootstrap} precedence="bootstrap" />
        <InlineStyle {...own} precedence="app" />
      </head>
      <body>
        {children}
        <LanguageSync locale={locale} crash={crash} />
      </body>
    </html>
  );
}
