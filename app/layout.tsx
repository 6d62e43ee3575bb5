import './globals.css';
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { version as bootstrapVersion } from 'bootstrap/package.json';
import { LanguageSync } from '@/components/language-sync';
import { htmlLang, toLocale } from '@/lib/shared/locales';
import { isRtl } from '@/lib/i18n/config';
import { htmlAttributes, readLayoutPreferences } from '@/lib/layout-preferences';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = toLocale(await getLocale());
  const rtl = isRtl(locale);
  // The layout preferences on <html> from the first byte: no flash of the wrong theme.
  const layout = htmlAttributes(await readLayoutPreferences());
  const bootstrap = `/vendor/${rtl ? 'bootstrap.rtl.min.css' : 'bootstrap.min.css'}?v=${bootstrapVersion}-layered`;
  return (
    <html lang={htmlLang[locale]} dir={rtl ? 'rtl' : 'ltr'} {...layout}>
      <head>
        <link rel="stylesheet" href={bootstrap} precedence="bootstrap" />
      </head>
      <body>
        {children}
        <LanguageSync locale={locale} />
      </body>
    </html>
  );
}
