// GET /strict/wallet/passbook (issue 18): a customer's passbook for a period of Jakarta days,
// to whom it is shown (staff who read, within their scope), and every query it refuses, in the
// caller's language. Its downloads: passbook-export.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import { jakartaDay } from '../../lib/shared/jakarta-days';
import { users } from '../db/schema';
import { staffCaller } from '../test/access-api';
import { FORBIDDEN, INVALID, UNAUTHENTICATED, caller, customerToken, fieldToken, unchanged } from '../test/api';
import { testDbKinds } from '../test/databases';
import { APRIL, jakarta, passbookOf, passbookPath, usePassbookApp } from '../test/passbook-api';

const NOT_FOUND = { message: 'Nasabah tidak ditemukan' };

describe.each(testDbKinds)('the passbook on %s', (kind) => {
  const ctx = usePassbookApp(kind);
  const april = () => ({ user_id: ctx.siti.userId, ...APRIL });

  it('gives a month: the balance before it, each movement with what it held and the balance after, and the close', async () => {
    const { siti } = ctx;
    expect(await passbookOf(ctx.call, april())).toEqual({
      customer: {
        user_id: siti.userId,
        name: 'Siti Aminah',
        nik: '3273010101900002',
        phone_number: expect.any(String),
      },
      bsu: { id: ctx.fixtures.bsuIds[3], name: 'BSU Kenanga', code: '104' },
      collector: { id: ctx.fixtures.bsiIds[1], name: 'Bank Sampah Induk Sukasari', code: '002' },
      ...APRIL,
      opening_balance: '100000.00',
      closing_balance: '78984.56',
      total_credit: '8984.56',
      total_debit: '30000.00',
      total_kg: '2.500',
      entries: [
        {
          id: expect.any(Number),
          at: jakarta('2024-04-02 08:15:00').toISOString(),
          kind: 'transaction',
          reference: siti.depositId,
          lines: [
            { trash_name: 'Kertas HVS', qty: '2.500', unit: 'kg' },
            { trash_name: 'Botol Kaca', qty: '3.000', unit: 'pcs' },
          ],
          kg: '2.500',
          credit: '7750.00',
          debit: '0.00',
          balance: '107750.00',
        },
        {
          id: expect.any(Number),
          at: jakarta('2024-04-15 00:00:00').toISOString(),
          kind: 'withdraw',
          reference: siti.requests.withdrawal,
          lines: [],
          kg: null,
          credit: '0.00',
          debit: '30000.00',
          balance: '77750.00',
        },
        {
          id: expect.any(Number),
          at: jakarta('2024-04-30 23:59:59').toISOString(),
          kind: 'topup',
          reference: siti.requests.lastSecond,
          lines: [],
          kg: null,
          credit: '1234.56',
          debit: '0.00',
          balance: '78984.56',
        },
      ],
    });
  });

  it('cuts periods at Jakarta midnight: a day holds what was posted from its first second to its last', async () => {
    const day = async (d: string) => (await passbookOf(ctx.call, { user_id: ctx.siti.userId, from: d, to: d })).entries;
    expect((await day('2024-04-14')).map((e) => e.kind)).toEqual([]);
    expect((await day('2024-04-15')).map((e) => e.kind)).toEqual(['withdraw']);
    expect((await day('2024-04-30')).map((e) => e.kind)).toEqual(['topup']);
    const may = await passbookOf(ctx.call, { user_id: ctx.siti.userId, from: '2024-05-01', to: '2024-05-01' });
    expect([may.opening_balance, may.entries.map((e) => e.credit), may.closing_balance]).toEqual([
      '78984.56',
      ['777.00'],
      '79761.56',
    ]);
  });

  it('without a period, shows this month up to today and closes at the balance Data Saldo shows', async () => {
    const book = await passbookOf(ctx.call, { user_id: ctx.siti.userId });
    const today = jakartaDay(new Date());
    expect([book.from, book.to]).toEqual([`${today.slice(0, 8)}01`, today]);
    const saldo = walletListSchema.parse(
      (await ctx.call('GET', '/strict/wallet?filter_note=balance&search=aminah')).body,
    );
    expect(saldo.items.map((w) => [w.user_id, w.balance])).toEqual([[ctx.siti.userId, '79761.56']]);
    expect(book.closing_balance).toBe('79761.56');
  });

  it('shows a customer who never had a wallet with nothing in it', async () => {
    const [agus] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'Agus'));
    const book = await passbookOf(ctx.call, { user_id: agus!.id, ...APRIL });
    expect([book.bsu, book.collector, book.opening_balance, book.entries, book.closing_balance]).toEqual([
      null,
      null,
      '0.00',
      [],
      '0.00',
    ]);
  });

  it('shows staff the passbooks of their own customers; another bank’s customer, or no customer, is 404', async () => {
    const { bsiIds, bsuIds } = ctx.fixtures;
    const bsiOfSiti = await staffCaller(ctx, 'bsi_admin', { collectorId: bsiIds[1]! });
    const operatorOfSiti = await staffCaller(ctx, 'bsu_operator', { bsuId: bsuIds[3]! });
    const viewer = await staffCaller(ctx, 'viewer', { collectorId: bsiIds[1]! });
    for (const who of [bsiOfSiti, operatorOfSiti, viewer])
      expect((await passbookOf(who.call, april())).closing_balance).toBe('78984.56');
    const otherBsi = await staffCaller(ctx, 'bsi_admin', { collectorId: bsiIds[0]! });
    const otherUnit = await staffCaller(ctx, 'bsu_operator', { bsuId: bsuIds[4]! });
    for (const who of [otherBsi, otherUnit]) {
      for (const resource of ['wallet', 'export'] as const)
        expect(await who.call('GET', passbookPath(resource, april()))).toEqual({ status: 404, body: NOT_FOUND });
    }
    // An administrator is a user but not a customer; 999999 is nobody.
    for (const userId of [ctx.fixtures.adminId, 999_999])
      expect(await ctx.call('GET', passbookPath('wallet', { user_id: userId }))).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
  });

  it('answers 401 without a session and 403 to accounts that are not back-office staff, changing nothing', async () => {
    const [unitUser] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'unit')).limit(1);
    const refused = [
      caller(ctx.app, await customerToken(ctx.db)),
      caller(ctx.app, await fieldToken(ctx.app, ctx.db, unitUser!.id, 'unit.passbook@test.id')),
    ];
    for (const resource of ['wallet', 'export'] as const) {
      const path = passbookPath(resource, april());
      expect(await unchanged(ctx.db, () => caller(ctx.app)('GET', path))).toEqual({
        status: 401,
        body: UNAUTHENTICATED,
      });
      for (const who of refused)
        expect(await unchanged(ctx.db, () => who('GET', path))).toEqual({ status: 403, body: FORBIDDEN });
    }
  });

  it('refuses each query that does not hold with 422, naming the field, in the caller’s language', async () => {
    const user_id = ctx.siti.userId;
    const cases: [Record<string, string | number>, string, string, string][] = [
      [{}, 'user_id', 'Nasabah belum dipilih', 'No customer chosen'],
      [{ user_id: 'budi' }, 'user_id', 'Nasabah belum dipilih', 'No customer chosen'],
      [{ user_id: 0 }, 'user_id', 'Nasabah belum dipilih', 'No customer chosen'],
      [{ user_id, from: '2024-02-30' }, 'from', 'Tanggal tidak valid (tulis TTTT-BB-HH)', expect.any(String)],
      [{ user_id, to: '30-04-2024' }, 'to', 'Tanggal tidak valid (tulis TTTT-BB-HH)', expect.any(String)],
      [{ user_id, from: '2024-05-01', to: '2024-04-30' }, 'to', 'Tanggal akhir sebelum tanggal awal', ''],
      [{ user_id, from: '2024-01-01', to: '2025-01-01' }, 'from', 'Periode paling panjang 366 hari', ''],
      [{ user_id, from: '2099-01-01' }, 'to', 'Tanggal akhir sebelum tanggal awal', ''],
    ];
    const english: Record<string, string> = {
      'Tanggal akhir sebelum tanggal awal': 'End date is before start date',
      'Periode paling panjang 366 hari': 'The period can be at most 366 days long',
    };
    for (const [query, field, message, inEnglish] of cases) {
      for (const resource of ['wallet', 'export'] as const) {
        const path = passbookPath(resource, query);
        expect(await ctx.call('GET', path), path).toEqual({
          status: 422,
          body: { message: INVALID, errors: { [field]: [message] } },
        });
        const res = await ctx.call('GET', path, undefined, { 'accept-language': 'en' });
        expect(res.status, path).toBe(422);
        expect(res.body.errors, path).toEqual({ [field]: [inEnglish || english[message]] });
      }
    }
    // A whole leap year is one period; the export's format is checked too.
    expect((await passbookOf(ctx.call, { user_id, from: '2024-01-01', to: '2024-12-31' })).entries).toHaveLength(5);
    expect((await ctx.call('GET', passbookPath('export', { user_id, format: 'pdf' }))).body.errors).toEqual({
      format: ['Format ekspor harus csv atau xlsx'],
    });
  });
});
