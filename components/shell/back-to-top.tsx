'use client';

import { BACK_TO_TOP_PX } from '@/lib/layout-options';
import { IconButton, type IconLabel } from './icon-button';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §2: appears after more than 100 px of scroll. */
export function BackToTop({ label, icon }: IconLabel) {
  const shown = useScrolledPast(BACK_TO_TOP_PX);
  if (!shown) return null;
  return (
    <IconButton
      label={label}
      icon={icon}
      className="btn btn-brand back-to-top"
      data-testid="back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    />
  );
}
