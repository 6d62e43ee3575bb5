'use client';

import { useEffect, useState } from 'react';
import { formatCount } from '@/lib/shared/grouping';
import type { Locale } from '@/lib/shared/locales';

/** SPEC §9: dashboard counters animate for 4 seconds. */
export const COUNT_UP_MS = 4000;

/** The server HTML carries the final number; the browser then counts up to it (unless reduced motion). */
export function CountUp({ value, locale, testId }: { value: number; locale: Locale; testId?: string }) {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || value === 0) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
      // Ease out: fast at first, settling on the value.
      setShown(Math.round(value * (1 - Math.pow(1 - progress, 3))));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <span data-testid={testId} data-value={value}>
      {formatCount(shown, locale)}
    </span>
  );
}
