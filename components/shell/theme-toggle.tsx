'use client';

import type { ReactNode } from 'react';
import { useLayout } from './layout-provider';

type Props = { toDark: { label: string; icon: ReactNode }; toLight: { label: string; icon: ReactNode } };

/** The top bar's light/dark switch: the same preference as the customizer's colour scheme. */
export function ThemeToggle({ toDark, toLight }: Props) {
  const { prefs, update } = useLayout();
  const dark = prefs.mode === 'dark';
  const { label, icon } = dark ? toLight : toDark;
  return (
    <button
      type="button"
      className="btn btn-topbar"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => update({ mode: dark ? 'light' : 'dark' })}
    >
      {icon}
    </button>
  );
}
