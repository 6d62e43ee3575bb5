'use client';

import { useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { htmlLang, locales, type Locale } from '@/lib/shared/locales';
import { localeNames } from '@/lib/i18n/config';
import { storeLocale } from '@/lib/i18n/client';
import { Dropdown } from './dropdown';

/** The nine languages, each named in itself; the server renders the chosen one on refresh. */
export function LanguageMenu({ current, label, icon }: { current: Locale; label: string; icon: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Dropdown
      testId="language-menu"
      buttonClassName="btn btn-topbar gap-1 px-2"
      label={label}
      button={
        <>
          {icon}
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
              className={code === current ? 'dropdown-item active' : 'dropdown-item'}
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
