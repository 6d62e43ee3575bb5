import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../messages/in.json';
import { fastFill } from './fast-fill';

const next = createTranslator({ locale: 'in', messages, timeZone: 'Asia/Jakarta' });
const t = fastFill(next);

describe('the translator that fills plain placeholders itself', () => {
  it("gives what next-intl gives for a row's labels", () => {
    for (const [key, values] of [
      ['list.select', { name: 'Imam Ritonga' }],
      ['list.editItem', { name: "Ma'ruf {x} <b>" }],
      ['list.deleteItem', { name: 'Siti' }],
      ['view.sortBy', { column: 'Tanggal' }],
    ] as const)
      expect(t(key, values), key).toBe(next(key, values));
  });

  it('fills numbers as next-intl does in a plain placeholder', () => {
    for (const [key, values] of [
      ['list.range', { from: 1, to: 50, total: 1000000 }],
      ['list.range', { from: 0, to: 0, total: 0 }],
      ['list.page', { page: 2000 }],
      ['list.range', { from: 1.5, to: -2, total: 1e21 }],
    ] as const)
      expect(t(key, values), JSON.stringify(values)).toBe(next(key, values));
  });

  it('answers every message asked for without values as next-intl does', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
      );
    // Placeholders left unfilled, quotes and plurals included: next-intl's own answer either way.
    const quiet = createTranslator({ locale: 'in', messages, timeZone: 'Asia/Jakarta', onError: () => {} });
    const checked = fastFill(quiet);
    for (const key of keys(messages)) expect(checked(key as never), key).toBe(quiet(key as never));
    expect(t.raw('common.noData')).toBe('Tidak ada data');
  });
});
