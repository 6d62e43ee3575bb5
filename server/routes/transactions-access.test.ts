// Who may record, settle and cancel at /strict/transaction (SPEC §3): a unit bank's staff at
// their own bank only, never customers or callers without a token; unknown ids are 404 or 422.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TransactionDetails } from '../../lib/schemas/transactions';
import { transactions } from '../db/schema';
import { CUSTOMER_LOGIN, insertUser } from '../test/fixtures';
import { caller, fieldToken, signIn, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { INVALID, FORBIDDEN, UNAUTHENTICATED, bsuUser, auditOf, useTransactionApp } from '../test/transaction-api';

describe.each(testDbKinds)('POST /strict/transaction, settle and cancel on %s', (kind) => {
  const t = useTransactionApp(kind);
  const { item, melati, record, lines } = t;

  it("lets a unit bank's staff record and settle at their own bank only", async () => {
    const unitUserId = await bsuUser(t.db, melati());
    const unit = caller<TransactionDetails>(t.app, await fieldToken(t.app, t.db, unitUserId, 'melati@test.id'));
    const own = await record({ customerId: t.fixtures.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] }, unit);
    // The bank is the one the user works at, whatever the request names.
    const named = await record(
      { bsuId: t.fixtures.bsuIds[1], customerId: t.fixtures.customerIds[0], lines: [{ trashId: item.pet, qty: 1 }] },
      unit,
    );
    for (const data of [own, named]) expect(data.bsu.trash_bank_name).toBe('BSU Melati');
    expect((await t.db.select().from(transactions).where(eq(transactions.id, own.id)))[0]).toMatchObject({
      bsuId: melati(),
      createdBy: unitUserId,
    });
    expect((await unit('PUT', `/strict/transaction/settle/${own.id}`)).status).toBe(200);
    expect(await auditOf(t.db, own.id)).toMatchObject([{ action: 'settle', actorUserId: unitUserId }]);

    const mawars = await record({
      bsuId: t.fixtures.bsuIds[1],
      customerId: t.fixtures.customerIds[0],
      lines: [{ trashId: item.pet, qty: 1 }],
    });
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(t.db, () => unit('PUT', `/strict/transaction/${action}/${mawars.id}`))).toEqual({
        status: 403,
        body: { message: 'Transaksi ini milik Bank Sampah Unit lain' },
      });
    }
    expect((await t.call('GET', `/strict/transaction/details?id=${mawars.id}`)).body.status).toBe('pending');
    expect(await unit('GET', '/strict/transaction')).toEqual({ status: 403, body: FORBIDDEN });

    const loose = await insertUser(t.db, { firstName: 'Unit Lepas', role: 'unit' });
    const noBank = caller<TransactionDetails>(t.app, await fieldToken(t.app, t.db, loose, 'lepas@test.id'));
    const notLinked = { message: 'Akun ini tidak terhubung dengan Bank Sampah Unit mana pun' };
    expect(
      await unchanged(t.db, () =>
        noBank('POST', '/strict/transaction', { customerId: t.fixtures.customerIds[0], lines: lines() }),
      ),
    ).toEqual({ status: 403, body: notLinked });
    expect(await unchanged(t.db, () => noBank('PUT', `/strict/transaction/settle/${mawars.id}`))).toEqual({
      status: 403,
      body: notLinked,
    });
  });

  it('refuses customers (403) and callers without a token (401), changing nothing', async () => {
    const customer = caller<TransactionDetails>(t.app, await signIn(t.app, CUSTOMER_LOGIN));
    const pending = await record({ bsuId: melati(), customerId: t.fixtures.customerIds[0], lines: lines() });
    const calls: [string, string, unknown?][] = [
      ['POST', '/strict/transaction', { bsuId: melati(), customerId: t.fixtures.customerIds[0], lines: lines() }],
      ['PUT', `/strict/transaction/settle/${pending.id}`],
      ['PUT', `/strict/transaction/cancel/${pending.id}`],
      ['GET', '/strict/transaction'],
      ['GET', `/strict/transaction/details?id=${pending.id}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await unchanged(t.db, () => customer(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
      expect(await unchanged(t.db, () => caller<TransactionDetails>(t.app)(method, path, body)), path).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
    }
  });

  it('answers 404 for a transaction that does not exist and 422 for an id that is not one', async () => {
    for (const action of ['settle', 'cancel']) {
      expect(await unchanged(t.db, () => t.call('PUT', `/strict/transaction/${action}/999999`))).toEqual({
        status: 404,
        body: { message: 'Transaksi tidak ditemukan' },
      });
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect(await unchanged(t.db, () => t.call('PUT', `/strict/transaction/${action}/${id}`))).toEqual({
          status: 422,
          body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
        });
      }
    }
  });
});
