'use client';

import { useTranslations } from 'next-intl';
import { BACK_TO_TOP_PX } from '@/lib/layout-options';
import { ArrowUpIcon } from '../icons';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §2: appears after more than 100 px of scroll. */
export function BackToTop() {
  const t = useTranslations('shell');
  const shown = useScrolledPast(BACK_TO_TOP_PX);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="btn btn-brand back-to-top"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
