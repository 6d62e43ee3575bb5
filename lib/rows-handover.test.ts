import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverRows, renderKind, takeRows } from './rows-handover';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("a list's rows handed from the server components to the HTML render of the same page", () => {
  afterEach(() => vi.useRealTimers());

  it('gives the HTML render the markup once, under its own key', () => {
    const a = handOverRows('<tr><td>a</td></tr>');
    const b = handOverRows('<tr><td>b</td></tr>');
    expect(a).not.toBe(b);
    expect(takeRows(a)).toBe('<tr><td>a</td></tr>');
    expect(takeRows(b)).toBe('<tr><td>b</td></tr>');
    expect(takeRows('someone-elses-key')).toBeUndefined();
  });

  it('lets a taken entry go a moment later, and an untaken one when it grows old', () => {
    vi.useFakeTimers();
    const taken = handOverRows('taken');
    expect(takeRows(taken)).toBe('taken');
    // A render that writes the rows again meanwhile still finds them.
    expect(takeRows(taken)).toBe('taken');
    vi.advanceTimersByTime(1_001);
    expect(takeRows(taken)).toBeUndefined();

    const forgotten = handOverRows('a render that failed');
    vi.advanceTimersByTime(30_001);
    handOverRows('the next page load');
    expect(takeRows(forgotten)).toBeUndefined();
  });

  it('never keeps more than 500 waiting: the oldest go first', () => {
    const keys = Array.from({ length: 600 }, (_, i) => handOverRows(`rows ${i}`));
    expect(takeRows(keys[0]!)).toBeUndefined();
    expect(takeRows(keys[99]!)).toBeUndefined();
    expect(takeRows(keys[100]!)).toBe('rows 100');
    expect(takeRows(keys[599]!)).toBe('rows 599');
  });

  it("hands over only on a browser's page load, never on a navigation's payload or a server action", () => {
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'document' }))).toBe('document');
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'empty' }))).toBe('payload');
    expect(renderKind('GET', headers({}))).toBe('payload');
    expect(renderKind('POST', headers({ 'sec-fetch-dest': 'document' }))).toBe('payload');
    expect(renderKind('GET', headers({ 'sec-fetch-dest': 'document', 'next-action': 'x' }))).toBe('payload');
  });
});
