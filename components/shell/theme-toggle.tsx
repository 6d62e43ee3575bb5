'use client';

import { TopbarSwitch, type IconLabel } from './icon-button';
import { useLayout } from './layout-provider';

type Props = { toDark: IconLabel; toLight: IconLabel };

/** The top bar's light/dark switch: the same preference as the customizer's colour scheme. */
export function ThemeToggle({ toDark, toLight }: Props) {
  const { prefs, update } = useLayout();
  const dark = prefs.mode === 'dark';
  return (
    <TopbarSwitch
      on={dark}
      whenOn={toLight}
      whenOff={toDark}
      data-testid="theme-toggle"
      onClick={() => update({ mode: dark ? 'light' : 'dark' })}
    />
  );
}
