// Who may ask and decide at /strict/wallet (SPEC §3): only customers ask, only administrators
// decide and list, and without a token nobody; unknown requests are 404, ids that are not ids 422.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { fieldToken, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { INVALID, FORBIDDEN, UNAUTHENTICATED, BANK, caller, requestRow, useWalletApp } from '../test/wallet-api';

describe.each(testDbKinds)('top-ups and withdrawals: customers ask, administrators decide, on %s', (kind) => {
  const t = useWalletApp(kind);
  const { topup, decide } = t;

  it('answers 404 for a request that does not exist (or is of the other kind) and 422 for an id that is not one', async () => {
    const id = await topup(500);
    const topupMissing = { message: 'Permintaan isi saldo tidak ditemukan' };
    const withdrawMissing = { message: 'Permintaan penarikan dana tidak ditemukan' };
    for (const decision of ['accept', 'reject']) {
      expect(await decide(`topup/${decision}/999999`)).toEqual({ status: 404, body: topupMissing });
      expect(await decide(`withdraw/${decision}/999999`)).toEqual({ status: 404, body: withdrawMissing });
      expect(await decide(`withdraw/${decision}/${id}`)).toEqual({ status: 404, body: withdrawMissing });
      for (const bad of ['abc', '0', '-4', '2.5']) {
        expect(await decide(`topup/${decision}/${bad}`, undefined)).toEqual({
          status: 422,
          body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
        });
      }
    }
  });

  it('lets only customers ask and only administrators decide and list; without a token, 401', async () => {
    const id = await topup(700);
    const unitUser = (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'unit')).limit(1))[0]!.id;
    const unit = caller(t.app, await fieldToken(t.app, t.db, unitUser, 'unit@test.id'));
    const asks: [string, string, unknown][] = [
      ['POST', '/strict/wallet/topup', { amount: 1, total: 1 }],
      ['POST', '/strict/wallet/withdraw', { amount: 1, ...BANK }],
    ];
    const decisions: [string, string, unknown][] = ['topup/accept', 'topup/reject'].map((p) => [
      'PUT',
      `/strict/wallet/${p}/${id}`,
      { id },
    ]);
    const reads: [string, string, unknown][] = [
      ['GET', '/strict/wallet?filter_note=balance', undefined],
      ['GET', '/strict/wallet?filter_note=topup', undefined],
    ];
    for (const [who, calls] of [
      [t.admin, asks],
      [t.budi, [...decisions, ...reads]],
      [unit, [...asks, ...decisions, ...reads]],
    ] as const) {
      for (const [method, path, body] of calls)
        expect(await unchanged(t.db, () => who(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
    }
    for (const [method, path, body] of [...asks, ...decisions, ...reads]) {
      expect(await unchanged(t.db, () => caller(t.app)(method, path, body)), path).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
    }
    expect((await requestRow(t.db, id)).status).toBe('pending');
  });
});
