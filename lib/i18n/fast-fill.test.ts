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

  it('leaves numbers, plurals and messages without values to next-intl', () => {
    expect(t('list.range', { from: 1, to: 50, total: 1000000 })).toBe(
      next('list.range', { from: 1, to: 50, total: 1000000 }),
    );
    expect(t('common.noData')).toBe('Tidak ada data');
    expect(t.raw('common.noData')).toBe('Tidak ada data');
  });
});
