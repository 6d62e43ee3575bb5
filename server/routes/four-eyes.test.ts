// Four eyes on money (issue 16): a top-up or withdrawal filed at the counter names who filed it,
// and that person cannot confirm it; someone else can, once.
import { describe, expect, it } from 'vitest';
import { customerItemSchema } from '../../lib/schemas/customers';
import { walletListSchema } from '../../lib/schemas/wallets';
import { unchanged, useFixtureApp, type Call } from '../test/api';
import { staffCallers, type StaffCallers } from '../test/access-api';
import { testDbKinds } from '../test/databases';
import { customerForm } from '../test/master-data';

const OWN_REQUEST = { message: 'Permintaan yang Anda ajukan atau ubah sendiri harus dikonfirmasi oleh petugas lain' };

describe.each(testDbKinds)('four eyes on top-ups and withdrawals on %s', (kind) => {
  let staff: StaffCallers;
  const ctx = useFixtureApp(kind, async (c) => {
    staff = await staffCallers(c);
  });

  /** A new customer of fixture unit bank `unit`. */
  const customerAt = async (unit: number) =>
    customerItemSchema.parse(
      (await ctx.call('POST', '/strict/customer', customerForm({ bsu_id: ctx.fixtures.bsuIds[unit] }))).body.data,
    );
  /** `who` files a top-up of `amount` for the customer at the counter (the amount is also the total). */
  const topupAtCounter = (who: Call, userId: number, amount: string) =>
    who('POST', '/strict/wallet/topup/counter', { user_id: userId, amount, total: amount });
  /** As topupAtCounter, filed (201): its id. */
  const filedTopup = async (who: Call, userId: number, amount: string) => {
    const filed = await topupAtCounter(who, userId, amount);
    expect(filed.status).toBe(201);
    return (filed.body.data as { id: number }).id;
  };

  it('the person who filed a top-up cannot accept it; the treasurer can, and the list shows it accepted', async () => {
    const customer = await customerAt(0);
    const id = await filedTopup(ctx.call, customer.user.id, '20000');
    expect(await unchanged(ctx.db, () => ctx.call('PUT', `/strict/wallet/topup/accept/${id}`, {}))).toEqual({
      status: 403,
      body: OWN_REQUEST,
    });
    expect((await staff.treasurer('PUT', `/strict/wallet/topup/accept/${id}`, {})).status).toBe(200);
    const page = walletListSchema.parse((await ctx.call('GET', '/strict/wallet?filter_note=topup')).body);
    expect(page.items.find((r) => r.id === id)).toMatchObject({ status: 'accepted', user_id: customer.user.id });
  });

  it('an operator files a withdrawal at the counter but can neither confirm it nor anyone else’s', async () => {
    const customer = await customerAt(0);
    const topupId = await filedTopup(staff.bsu_operator, customer.user.id, '50000');
    expect((await staff.bsu_operator('PUT', `/strict/wallet/topup/accept/${topupId}`, {})).status).toBe(403);
    expect((await staff.treasurer('PUT', `/strict/wallet/topup/accept/${topupId}`, {})).status).toBe(200);

    const withdrawal = await staff.bsu_operator('POST', '/strict/wallet/withdraw/counter', {
      user_id: customer.user.id,
      amount: '10000',
      bank_name: 'BRI',
      account_number: '1234567890',
      cardholder_name: 'Dewi Lestari',
    });
    expect(withdrawal.status).toBe(201);
    const id = (withdrawal.body.data as { id: number }).id;
    expect((await staff.bsu_operator('PUT', `/strict/wallet/withdraw/accept/${id}`, {})).status).toBe(403);
    expect((await staff.treasurer('PUT', `/strict/wallet/withdraw/accept/${id}`, {})).status).toBe(200);
  });

  it('a counter request for a customer outside the operator’s unit bank names the field, and files nothing', async () => {
    const elsewhere = await customerAt(3);
    const res = await unchanged(ctx.db, () => topupAtCounter(staff.bsu_operator, elsewhere.user.id, '1000'));
    expect(res).toEqual({
      status: 422,
      body: { message: 'Nasabah tidak ditemukan', errors: { user_id: ['Nasabah tidak ditemukan'] } },
    });
  });
});
