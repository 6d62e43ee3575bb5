'use client';

import { useEffect, useRef } from 'react';
import { formatCount } from '@/lib/shared/grouping';
import type { Locale } from '@/lib/shared/locales';

/** SPEC §9: dashboard counters animate for 4 seconds. */
export const COUNT_UP_MS = 4000;

/**
 * The server HTML carries the final number; the browser then counts up to it (unless reduced
 * motion). Each frame writes the figure's text itself instead of re-rendering through React: 240
 * renders of four counters were most of the dashboard's main-thread work in its first 4 seconds
 * on a phone. The last frame writes the text React rendered, so React's view of the DOM holds.
 */
export function CountUp({ value, locale, testId }: { value: number; locale: Locale; testId?: string }) {
  const figure = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const span = figure.current;
    if (!span) return;
    const final = formatCount(value, locale);
    let shown = span.textContent;
    const show = (text: string) => {
      // Most frames of the slow end change nothing: no write, no layout.
      if (text === shown) return;
      shown = text;
      // The text node's own data: replacing the node would rebuild its layout object every frame.
      if (span.firstChild instanceof Text) span.firstChild.data = text;
      else span.textContent = text;
    };
    // A count stopped by a new value or language ends on the figure React rendered.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || value === 0) {
      show(final);
      return;
    }
    const start = performance.now();
    show(formatCount(0, locale));
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
      // Ease out: fast at first, settling on the value.
      show(progress < 1 ? formatCount(Math.round(value * (1 - Math.pow(1 - progress, 3))), locale) : final);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, locale]);
  return (
    <span ref={figure} data-testid={testId} data-value={value}>
      {formatCount(value, locale)}
    </span>
  );
}
