'use client';

import { useTranslations } from 'next-intl';
import { MoonIcon, SunIcon } from '../icons';
import { useLayout } from './layout-provider';

/** The top bar's light/dark switch: the same preference as the customizer's colour scheme. */
export function ThemeToggle() {
  const t = useTranslations('shell');
  const { prefs, update } = useLayout();
  const dark = prefs.mode === 'dark';
  const label = dark ? t('lightMode') : t('darkMode');
  return (
    <button type="button" className="btn btn-topbar" aria-label={label} title={label} data-testid="theme-toggle" onClick={() => update({ mode: dark ? 'light' : 'dark' })}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
