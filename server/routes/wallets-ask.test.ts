// Asking for a top-up at /strict/wallet (SPEC §2 Isi Saldo; §7): the exact amount in the message,
// nothing posted yet, and every malformed request refused with its message, changing nothing.
// Withdrawals and deciding: wallets-decide.test.ts; who may: wallets-access.test.ts.
import { describe, expect, it } from 'vitest';
import { RawJson, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { INVALID, MONEY, NUMBER, expectAsked, ledgerOf, ruleBroken, useWalletApp } from '../test/wallet-api';

describe.each(testDbKinds)('top-ups and withdrawals: customers ask, administrators decide, on %s', (kind) => {
  const t = useWalletApp(kind);
  const { balance } = t;

  it('takes a top-up request: 201, pending, the amount in the message, nothing posted yet', async () => {
    const res = await t.budi('POST', '/strict/wallet/topup', { amount: 100000, total: '102500,00' });
    const id = await expectAsked(t.db, res, 'Permintaan isi saldo sebesar Rp 100.000 berhasil dikirim', {
      kind: 'topup',
      status: 'pending',
      amount: '100000.00',
      total: '102500.00',
      decidedBy: null,
    });
    expect(await ledgerOf(t.db, id)).toEqual([]);
    expect(await balance()).toBe('0.00');
  });

  it.each<[unknown, object]>([
    [
      { amount: 0, total: 0 },
      ruleBroken('amount', 'Nominal isi saldo harus lebih dari 0 dengan paling banyak 2 angka desimal'),
    ],
    [
      { amount: 10, total: '0.00' },
      ruleBroken('total', 'Total bayar harus lebih dari 0 dengan paling banyak 2 angka desimal'),
    ],
    [
      { amount: 50000, total: '49999.99' },
      ruleBroken('total', 'Total bayar tidak boleh kurang dari nominal isi saldo'),
    ],
    [
      { amount: -5, total: 10 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ],
    [
      { amount: 10.001, total: 20 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ],
    [
      { amount: '10,001', total: 20 },
      { message: INVALID, errors: { amount: [MONEY] } },
    ], // '10.001' would be Rp 10.001
    [
      { amount: 0.1 + 0.2, total: 1 },
      { message: INVALID, errors: { amount: [NUMBER] } },
    ], // 0.30000000000000004: 17 digits
    [
      { amount: 10, total: '10,005' },
      { message: INVALID, errors: { total: [MONEY] } },
    ],
    [{ total: 10 }, { message: INVALID, errors: { amount: ['Nominal kosong'] } }],
    [
      { amount: 10, total: '' },
      { message: INVALID, errors: { total: ['Total bayar kosong'] } },
    ],
  ])('refuses the top-up %j with 422 and its message, changing nothing', async (body, expected) => {
    expect(await unchanged(t.db, () => t.budi('POST', '/strict/wallet/topup', body))).toEqual({
      status: 422,
      body: expected,
    });
  });

  it.each([
    ['99999999999999.99', '"99999999999999.99"'], // a double holds 99999999999999.98
    ['1e309', '10'], // Infinity once parsed
    ['1e21', '10'],
  ])(
    'refuses a top-up amount sent as the JSON number %s, which cannot be read exactly, with 422 "must be a number", changing nothing',
    async (amount, total) => {
      const res = await unchanged(t.db, () =>
        t.budi('POST', '/strict/wallet/topup', new RawJson(`{"amount": ${amount}, "total": ${total}}`)),
      );
      expect(res).toEqual({ status: 422, body: { message: INVALID, errors: { amount: [NUMBER] } } });
    },
  );
});
