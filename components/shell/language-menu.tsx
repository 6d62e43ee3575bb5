'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { htmlLang, localeNames, locales, toLocale } from '@/lib/i18n/config';
import { storeLocale } from '@/lib/i18n/client';
import { GlobeIcon } from '../icons';
import { Dropdown } from './dropdown';

/** The nine languages, each named in itself; the server renders the new one on refresh. */
export function LanguageMenu() {
  const t = useTranslations('shell');
  const current = toLocale(useLocale());
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Dropdown
      testId="language-menu"
      buttonClassName="btn btn-topbar gap-1 px-2"
      label={t('language', { name: localeNames[current] })}
      button={
        <>
          <GlobeIcon />
          <span className="topbar-lang-code" aria-hidden="true">
            {htmlLang[current].toUpperCase()}
          </span>
          {pending && <span className="spinner-border spinner-border-sm ms-1" aria-hidden="true" />}
        </>
      }
    >
      <ul className="list-unstyled m-0">
        {locales.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={htmlLang[code]}
              className={`dropdown-item${code === current ? ' active' : ''}`}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => {
                storeLocale(code);
                startTransition(() => router.refresh());
              }}
            >
              {localeNames[code]}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
