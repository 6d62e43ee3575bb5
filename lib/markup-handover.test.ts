import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverMarkup, renderKind, takeMarkup } from './markup-handover';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("a list's rows handed from the server components to the HTML render of the same page", () => {
  afterEach(() => vi.useRealTimers());

  it('gives the HTML render the markup once, under its own key', () => {
    const a = handOverMarkup('<tr><td>a</td></tr>');
    const b = handOverMarkup('<tr><td>b</td></tr>');
    expect(a).not.toBe(b);
    expect(takeMarkup(a)).toBe('<tr><td>a</td></tr>');
    expect(takeMarkup(b)).toBe('<tr><td>b</td></tr>');
    expect(takeMarkup('someone-elses-key')).toBeUndefined();
  });

  it('lets a taken entry go a moment later, and an untaken one when it grows old', () => {
    vi.useFakeTimers();
    const taken = handOverMarkup('taken');
    expect(takeMarkup(taken)).toBe('taken');
    // A render that writes the rows again meanwhile still finds them.
    expect(takeMarkup(taken)).toBe('taken');
    vi.advanceTimersByTime(1_001);
    expect(takeMarkup(taken)).toBeUndefined();

    const forgotten = handOverMarkup('a render that failed');
    vi.advanceTimersByTime(30_001);
    handOverMarkup('the next page load');
    expect(takeMarkup(forgotten)).toBeUndefined();
  });

  it('never keeps more than 500 waiting: the oldest go first', () => {
    const keys = Array.from({ length: 600 }, (_, i) => handOverMarkup(`rows ${i}`));
    expect(takeMarkup(keys[0]!)).toBeUndefined();
    expect(takeMarkup(keys[99]!)).toBeUndefined();
    expect(takeMarkup(keys[100]!)).toBe('rows 100');
    expect(takeMarkup(keys[599]!)).toBe('rows 599');
  });

  it("hands over only on a browser's page load, never on a navigation's payload or a server action", () => {
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'document' }))).toBe('document');
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'empty' }))).toBe('payload');
    expect(renderKind('GET', headers({}))).toBe('payload');
    expect(renderKind('POST', headers({ 'sec-fetch-dest': 'document' }))).toBe('payload');
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'document', 'next-action': 'x' }))).toBe('payload');
  });
});
