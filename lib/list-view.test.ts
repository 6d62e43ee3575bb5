import { describe, expect, it } from 'vitest';
import { transactionViewNames, transactionViewSchema } from './schemas/transaction-view';
import { hrefOf, readView } from './list-view';

const read = (raw: Record<string, string>) => readView(raw, transactionViewNames, transactionViewSchema);

describe('a list view read from its URL', () => {
  it('keeps every part that holds, as written, and parses it', () => {
    const { view, kept, problems } = read({
      status: 'pending',
      from: '2026-10-01',
      to: '2026-10-31',
      sort: '-amount',
      page: '3',
    });
    expect(problems).toEqual([]);
    expect(kept).toEqual({ status: 'pending', from: '2026-10-01', to: '2026-10-31', sort: '-amount' });
    expect(view).toMatchObject({ status: 'pending', from: '2026-10-01', to: '2026-10-31', sort: '-amount' });
  });

  it('leaves out and names the parts that do not hold; the rest still applies', () => {
    const { kept, problems } = read({ status: 'done', from: '2026-10-05', to: '2026-10-01', min: '10' });
    expect(problems).toEqual([
      { field: 'status', key: 'validation.status' },
      { field: 'to', key: 'validation.dayRange' },
    ]);
    expect(kept).toEqual({ from: '2026-10-05', min: '10' });
  });

  it('ignores empty fields, as a submitted filter form sends them', () => {
    expect(read({ status: '', min: ' ', bsu: '' })).toEqual({ view: expect.any(Object), kept: {}, problems: [] });
  });

  it('writes links without the empty parts', () => {
    expect(hrefOf('/transaction', { status: 'pending', from: undefined, to: '' })).toBe('/transaction?status=pending');
    expect(hrefOf('/transaction', {})).toBe('/transaction');
  });
});
