'use client';

import { useEffect, useRef } from 'react';
import { countWith, type NumberSymbols } from '@/lib/shared/grouping';

/** SPEC §9: dashboard counters animate for 4 seconds. */
export const COUNT_UP_MS = 4000;

type Props = {
  value: number;
  /**
   * The language's group marks, from the server: the browser's first Intl.NumberFormat loads its
   * number data, a long task of its own at the dashboard's start on a phone.
   */
  symbols: NumberSymbols;
  testId?: string;
};

/**
 * The server HTML carries the final number; the browser then counts up to it (unless reduced
 * motion). Each frame writes the figure's text itself instead of re-rendering through React: 240
 * renders of four counters were most of the dashboard's main-thread work in its first 4 seconds
 * on a phone. The last frame writes the text React rendered, so React's view of the DOM holds.
 */
export function CountUp({ value, symbols, testId }: Props) {
  const figure = useRef<HTMLSpanElement>(null);
  // By value: a refreshed page brings equal marks in a new object, which must not restart the count.
  const { group, decimal, minGrouping } = symbols;
  useEffect(() => {
    const span = figure.current;
    if (!span) return;
    const marks = { group, decimal, minGrouping };
    const final = countWith(value, marks);
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
    show(countWith(0, marks));
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, Math.max(0, (now - start) / COUNT_UP_MS));
      // Ease out: fast at first, settling on the value.
      show(progress < 1 ? countWith(Math.round(value * (1 - Math.pow(1 - progress, 3))), marks) : final);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, group, decimal, minGrouping]);
  return (
    <span ref={figure} data-testid={testId} data-value={value}>
      {countWith(value, symbols)}
    </span>
  );
}
