// Issue 17 on Isi Saldo and Penarikan Dana: the request lists' filters and sorts (GET
// /strict/wallet?filter_note=topup|withdraw) and their downloads (GET /strict/export/topup|withdraw),
// against an oracle computed from the rows themselves. A request's banks are its customer's: the
// unit bank the customer banks at (bsu) and that unit's parent bank (bsi).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletListSchema } from '../../lib/schemas/wallets';
import { bsus, customers, walletRequests, wallets } from '../db/schema';
import { useFixtureApp } from '../test/api';
import { staffCaller } from '../test/access-api';
import { testDbKinds } from '../test/databases';
import { insertUser } from '../test/fixtures';
import { download, expectListed, expectRefused, sheetOf } from '../test/view-api';
import { viewed, type View, type ViewRow } from '../test/view-oracle';

type Kind = 'topup' | 'withdraw';
type Row = ViewRow & { kind: Kind; bsuId: number | null; bsiId: number | null };

const oracle = (rows: Row[], kind: Kind, view: View) =>
  viewed(
    rows,
    view,
    '-created_at',
    (r) =>
      r.kind === kind && (!view.bsi || r.bsiId === Number(view.bsi)) && (!view.bsu || r.bsuId === Number(view.bsu)),
  );

describe.each(testDbKinds)('top-up and withdrawal views and exports on %s', (kind) => {
  const ctx = useFixtureApp(kind, async ({ db, fixtures }) => {
    // Customers 0 and 3 bank under parent bank 0 (at unit banks 0 and 1), customer 1 under
    // parent bank 1 (unit bank 3), customer 2 nowhere yet.
    const [first] = await db.select().from(customers).where(eq(customers.id, fixtures.customerIds[0]!));
    const dewi = await insertUser(db, { firstName: 'Dewi', role: 'customer' });
    await db.insert(customers).values({
      userId: dewi,
      nik: '3273010101900004',
      address: 'Jl. Nasabah No. 4',
      gender: 'Perempuan',
      villageId: first!.villageId,
      bsuId: fixtures.bsuIds[1],
    });
    const banks: [number, number][] = [
      [fixtures.customerIds[0]!, fixtures.bsuIds[0]!],
      [fixtures.customerIds[1]!, fixtures.bsuIds[3]!],
    ];
    for (const [customer, bsu] of banks)
      await db.update(customers).set({ bsuId: bsu }).where(eq(customers.id, customer));
    const people = await db.select({ userId: customers.userId }).from(customers);
    const owned = await db.insert(wallets).values(people).returning({ id: wallets.id });
    const statuses = ['pending', 'accepted', 'rejected'] as const;
    await db.insert(walletRequests).values(
      Array.from({ length: 32 }, (_, i) => ({
        walletId: owned[Math.floor(i / 2) % owned.length]!.id,
        kind: i % 2 ? ('topup' as const) : ('withdraw' as const),
        status: statuses[i % 3]!,
        amount: `${((i * 7919) % 50_000) + 1000}.00`,
        total: `${((i * 7919) % 50_000) + 1500}.00`,
        bankName: 'BRI',
        accountNumber: `00${i}`,
        cardholderName: i === 4 ? '=HYPERLINK("x")' : 'Budi',
        createdAt: new Date(Date.UTC(2026, 9, 1 + (i % 20), 16 + (i % 3))),
      })),
    );
  });
  /** Every request, with its customer's banks worked out in plain code from each table as it is. */
  const rows = async (): Promise<Row[]> => {
    const [requests, owners, people, units] = await Promise.all([
      ctx.db
        .select({
          id: walletRequests.id,
          walletId: walletRequests.walletId,
          kind: walletRequests.kind,
          status: walletRequests.status,
          amount: walletRequests.amount,
          created: walletRequests.createdAt,
        })
        .from(walletRequests),
      ctx.db.select({ id: wallets.id, userId: wallets.userId }).from(wallets),
      ctx.db.select({ userId: customers.userId, bsuId: customers.bsuId }).from(customers),
      ctx.db.select({ id: bsus.id, collectorId: bsus.collectorId }).from(bsus),
    ]);
    const userOf = new Map(owners.map((w) => [w.id, w.userId]));
    const bsuOf = new Map(people.map((p) => [p.userId, p.bsuId]));
    const bsiOf = new Map(units.map((u) => [u.id, u.collectorId]));
    return requests.map(({ walletId, ...r }) => {
      const bsuId = bsuOf.get(userOf.get(walletId)!) ?? null;
      return { ...r, bsuId, bsiId: bsuId === null ? null : (bsiOf.get(bsuId) ?? null) };
    });
  };
  const bank = (name: 'bsiIds' | 'bsuIds', i: number) => String(ctx.fixtures[name][i]);

  it.each(['topup', 'withdraw'] as const)('%s: filters and sorts exactly as the rows say', async (list) => {
    const all = await rows();
    const views: View[] = [
      {},
      { sort: 'created_at' },
      { sort: '-amount' },
      { sort: 'amount', status: 'pending' },
      { status: 'accepted' },
      { from: '2026-10-05', to: '2026-10-12' },
      { min: '10000', max: '30000', sort: '-amount' },
      { bsi: bank('bsiIds', 0) },
      { bsi: bank('bsiIds', 1), sort: 'amount' },
      { bsu: bank('bsuIds', 0) },
      { bsu: bank('bsuIds', 1), sort: '-amount' },
      { bsu: bank('bsuIds', 2) },
      { bsi: bank('bsiIds', 0), status: 'pending' },
      { bsu: bank('bsuIds', 3), status: 'accepted', from: '2026-10-02', sort: 'created_at' },
      { bsi: bank('bsiIds', 0), bsu: bank('bsuIds', 1) },
      { bsi: bank('bsiIds', 0), bsu: bank('bsuIds', 3) },
    ];
    for (const view of views) {
      const query = new URLSearchParams({ filter_note: list, per_page: '100', ...view });
      const res = await ctx.call('GET', `/strict/wallet?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectListed(walletListSchema.parse(res.body), oracle(all, list, view), JSON.stringify(view));
    }
  });

  it('refuses a view that does not hold, naming the field', async () => {
    const paths = (list: Kind) => (query: string) => [
      `/strict/wallet?filter_note=${list}&${query}`,
      `/strict/export/${list}?${query}`,
    ];
    await expectRefused(ctx.call, paths('topup'), [['status', 'Status tidak dikenal', ['status=settlement']]]);
    await expectRefused(ctx.call, paths('withdraw'), [
      ['bsi', expect.any(String), ['bsi=x']],
      ['bsu', expect.any(String), ['bsu=x']],
    ]);
  });

  it('downloads a withdrawal view as CSV and XLSX: the same rows, formulas neutralised', async () => {
    const view = { sort: '-amount' };
    const expected = oracle(await rows(), 'withdraw', view);
    const get = (format: 'csv' | 'xlsx') => download(ctx, 'withdraw', view, format);
    const csv = await (await get('csv')).text();
    const lines = csv.split('\r\n').slice(1, -1);
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(expected);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);

    const sheet = await sheetOf(await get('xlsx'));
    expect(sheet.name).toBe('Penarikan Dana');
    expect(sheet.getRow(1).getCell(6).value).toBe('Jumlah Penarikan');
    expect(expected.map((_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(expected);
  });

  it('downloads a view filtered by bank: the rows of that bank only, as the list has them', async () => {
    const all = await rows();
    const cases: [Kind, View, 'csv' | 'xlsx'][] = [
      ['withdraw', { bsi: bank('bsiIds', 0), sort: '-amount' }, 'csv'],
      ['topup', { bsu: bank('bsuIds', 3) }, 'xlsx'],
      ['topup', { bsu: bank('bsuIds', 2) }, 'csv'],
    ];
    for (const [list, view, format] of cases) {
      const expected = oracle(all, list, view);
      const listed = walletListSchema.parse(
        (
          await ctx.call(
            'GET',
            `/strict/wallet?${new URLSearchParams({ filter_note: list, per_page: '100', ...view })}`,
          )
        ).body,
      );
      expect(listed.items.map((i) => i.id)).toEqual(expected);
      const res = await download(ctx, list, view, format);
      expect(res.status).toBe(200);
      let ids: unknown[];
      if (format === 'csv') {
        ids = (await res.text())
          .split('\r\n')
          .slice(1, -1)
          .map((l) => Number(l.split(',')[0]));
      } else {
        const sheet = await sheetOf(res);
        ids = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
      }
      expect(ids, `${list} ${JSON.stringify(view)}`).toEqual(expected);
    }
    expect(oracle(all, 'withdraw', { bsi: bank('bsiIds', 0) }).length).toBeGreaterThan(0);
  });

  it('keeps a scoped account within its scope whatever bank it filters by', async () => {
    const all = await rows();
    const bsiAdmin = await staffCaller(ctx, 'bsi_admin', { collectorId: ctx.fixtures.bsiIds[0]! });
    const operator = await staffCaller(ctx, 'bsu_operator', { bsuId: ctx.fixtures.bsuIds[0]! });
    const scoped: [typeof bsiAdmin, View, (r: Row) => boolean][] = [
      // A BSI admin of parent bank 0 sees its customers' requests; another parent bank's, none.
      [bsiAdmin, { bsi: bank('bsiIds', 0) }, (r) => r.bsiId === ctx.fixtures.bsiIds[0]],
      [bsiAdmin, { bsu: bank('bsuIds', 1) }, (r) => r.bsuId === ctx.fixtures.bsuIds[1]],
      [bsiAdmin, { bsi: bank('bsiIds', 1) }, () => false],
      [bsiAdmin, { bsu: bank('bsuIds', 3) }, () => false],
      // An operator at unit bank 0: its own unit's requests, never a sibling unit's.
      [operator, { bsi: bank('bsiIds', 0) }, (r) => r.bsuId === ctx.fixtures.bsuIds[0]],
      [operator, { bsu: bank('bsuIds', 1) }, () => false],
      [operator, { bsi: bank('bsiIds', 1) }, () => false],
    ];
    for (const [who, view, reach] of scoped) {
      for (const list of ['topup', 'withdraw'] as const) {
        const expected = viewed(all, view, '-created_at', (r) => r.kind === list && reach(r));
        // What the programme admin sees of the same view: an out-of-scope bank does have rows.
        const everything = oracle(all, list, view);
        expect(everything.length, JSON.stringify(view)).toBeGreaterThan(0);
        const res = await who.call(
          'GET',
          `/strict/wallet?${new URLSearchParams({ filter_note: list, per_page: '100', ...view })}`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expectListed(walletListSchema.parse(res.body), expected, `${list} ${JSON.stringify(view)}`);
        const csv = await (await download(ctx, list, view, 'csv', who.token)).text();
        expect(
          csv
            .split('\r\n')
            .slice(1, -1)
            .map((l) => Number(l.split(',')[0])),
        ).toEqual(expected);
      }
    }
  });
});
