// GET /strict/wallet (SPEC §2 Data Saldo, Isi Saldo, Penarikan Dana; §3 "Wallet item"): the
// balances, which are the sum of the ledger, and the lists' search.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletListSchema, type WalletItem } from '../../lib/schemas/wallets';
import type { App } from '../app';
import type { Database, Db } from '../db/client';
import { users, wallets } from '../db/schema';
import type { Fixtures } from '../test/fixtures';
import { fieldToken } from '../test/api';
import { testDbKinds } from '../test/databases';
import { INVALID, BANK, type Call, caller, userIdOf, ledgerSum, setUp } from '../test/wallet-api';

/** The columns of a wallet row that only a top-up or withdrawal request fills. */
const REQUEST_COLUMNS = [
  'total',
  'status',
  'bank_name',
  'account_number',
  'cardholder_name',
  'reason',
  'created_at',
  'decided_at',
  'decided_by',
] as const;

describe.each(testDbKinds)('GET /strict/wallet on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let admin: Call;
  const ids = { topups: [] as number[], budi: [] as number[], withdraw: 0 };
  const people = { budi: { userId: 0, walletId: 0, phone: '' }, siti: { userId: 0, walletId: 0, phone: '' } };
  let budiBalance: string;

  beforeAll(async () => {
    let app: App;
    let budi: Call;
    ({ database, db, fixtures: f, app, admin, budi } = await setUp(kind));
    for (const [name, index] of [
      ['budi', 0],
      ['siti', 1],
    ] as const) {
      const userId = await userIdOf(db, f.customerIds[index]!);
      people[name] = {
        userId,
        walletId: 0,
        phone: (await db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p,
      };
    }
    const siti = caller(app, await fieldToken(app, db, people.siti.userId, 'siti@test.id'));
    const ask = async (who: Call, path: string, body: object) => {
      const res = await who('POST', `/strict/wallet/${path}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data!.id;
    };
    // Budi: one top-up accepted, one rejected, one pending; a pending withdrawal; a settled deposit.
    for (const amount of [10000, 20000, 30000])
      ids.budi.push(await ask(budi, 'topup', { amount, total: amount + 2500 }));
    expect((await admin('PUT', `/strict/wallet/topup/accept/${ids.budi[0]}`)).status).toBe(200);
    expect(
      (await admin('PUT', `/strict/wallet/topup/reject/${ids.budi[1]}`, { reason: 'Tidak ada bukti' })).status,
    ).toBe(200);
    ids.withdraw = await ask(budi, 'withdraw', { amount: '5000', ...BANK });
    const deposit = f.transactions[5]!; // Budi's, pending
    expect((await admin('PUT', `/strict/transaction/settle/${deposit.id}`)).status).toBe(200);
    budiBalance = (BigInt(deposit.amount.replace('.', '')) + 1_000_000n).toString().replace(/(\d\d)$/, '.$1');
    // Siti: twelve pending top-ups.
    for (let i = 1; i <= 12; i++) ids.topups.push(await ask(siti, 'topup', { amount: i * 1000, total: i * 1000 }));
    ids.topups = [...ids.budi, ...ids.topups].sort((a, b) => b - a);
    for (const person of Object.values(people)) {
      person.walletId = (
        await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, person.userId))
      )[0]!.id;
    }
  });
  afterAll(() => database?.close());

  const list = async (query: string) => {
    const res = await admin('GET', `/strict/wallet?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return walletListSchema.parse(res.body);
  };
  const idsOf = (page: { items: WalletItem[] }) => page.items.map((r) => r.id);
  /**
   * A row of `who`'s wallet as listed: its balance row unless `fields` say otherwise. A balance row
   * leaves every column only a request fills (total, status, account, reason, dates) null.
   */
  const row = (who: 'budi' | 'siti', fields: Partial<Record<keyof WalletItem, unknown>>) => ({
    ...Object.fromEntries(REQUEST_COLUMNS.map((column) => [column, null])),
    id: people[who].walletId,
    wallet_id: people[who].walletId,
    user_id: people[who].userId,
    user: who === 'budi' ? 'Budi Santoso' : 'Siti Aminah',
    phone_number: people[who].phone,
    nik: who === 'budi' ? '3273010101900001' : '3273010101900002',
    matched: null,
    ...fields,
  });

  it("lists balances as the sum of each wallet's ledger, newest wallet first; balance is the default", async () => {
    const expected = {
      items: [
        row('siti', { amount: '0.00', balance: '0.00' }),
        row('budi', { amount: budiBalance, balance: budiBalance }),
      ],
      has_next_page: false,
      total_records: 2,
    };
    expect(await list('filter_note=balance')).toEqual(expected);
    expect(await list('')).toEqual(expected);
    expect(budiBalance).toBe(await ledgerSum(db, people.budi.userId));
  });

  it('lists top-up requests newest first with their amounts, status and reason, page by page', async () => {
    const pages = [
      await list('filter_note=topup&per_page=5'),
      await list('filter_note=topup&per_page=5&page=2'),
      await list('filter_note=topup&per_page=5&page=3'),
    ];
    expect(pages.map((p) => [p.items.length, p.has_next_page, p.total_records])).toEqual([
      [5, true, 15],
      [5, true, 15],
      [5, false, 15],
    ]);
    expect(pages.flatMap(idsOf)).toEqual(ids.topups);
    expect(await list('filter_note=topup&per_page=15')).toMatchObject({ has_next_page: false, total_records: 15 });
    expect(await list('filter_note=topup&page=4&per_page=5')).toEqual({
      items: [],
      has_next_page: false,
      total_records: 15,
    });
    const rejected = pages.flatMap((p) => p.items).find((r) => r.id === ids.budi[1]);
    expect(rejected).toEqual(
      row('budi', {
        id: ids.budi[1],
        amount: '20000.00',
        total: '22500.00',
        balance: budiBalance,
        status: 'rejected',
        reason: 'Tidak ada bukti',
        created_at: expect.any(String),
        decided_at: expect.any(String),
        decided_by: 'Admin Utama',
      }),
    );
    expect(Date.parse(rejected!.decided_at!)).toBeGreaterThanOrEqual(Date.parse(rejected!.created_at!));
  });

  it('lists withdrawal requests with the destination account; the amount is also the total', async () => {
    expect((await list('filter_note=withdraw')).items).toEqual([
      row('budi', {
        id: ids.withdraw,
        amount: '5000.00',
        total: '5000.00',
        balance: budiBalance,
        status: 'pending',
        ...BANK,
        created_at: expect.any(String),
      }),
    ]);
  });

  it('says what a search found when no shown column holds it (an address, not the name)', async () => {
    const found = (await list('filter_note=topup&search=aminah%20nasabah')).items;
    expect(found.length).toBe(12);
    expect(found.map((r) => r.matched)).toEqual(found.map(() => ({ field: 'address', value: 'Jl. Nasabah No. 2' })));
    expect((await list('filter_note=topup&search=siti')).items.every((r) => r.matched === null)).toBe(true);
    expect((await list('filter_note=balance&search=santoso%20nasabah')).items.map((r) => [r.id, r.matched])).toEqual([
      [people.budi.walletId, { field: 'address', value: 'Jl. Nasabah No. 1' }],
    ]);
  });

  it.each<[string, string, () => number[]]>([
    ['topup', 'budi', () => ids.budi.toReversed()],
    ['topup', 'AMINAH', () => ids.topups.filter((id) => !ids.budi.includes(id))],
    ['topup', '3273010101900001', () => ids.budi.toReversed()],
    ['topup', 'pending', () => ids.topups.filter((id) => id !== ids.budi[0] && id !== ids.budi[1])],
    ['topup', 'diterima', () => [ids.budi[0]!]],
    ['topup', 'ditolak', () => [ids.budi[1]!]],
    ['topup', 'budi pending', () => [ids.budi[2]!]],
    ['topup', 'siti diterima', () => []],
    ['topup', 'tidak-ada-ini', () => []],
    ['withdraw', 'santoso pending', () => [ids.withdraw]],
    ['withdraw', 'diterima', () => []],
    ['balance', 'budi', () => [people.budi.walletId]],
    ['balance', '3273010101900002', () => [people.siti.walletId]],
  ])('filter_note=%s search %j finds exactly those rows', async (filter, term, expected) => {
    const page = await list(`filter_note=${filter}&search=${encodeURIComponent(term)}`);
    expect({ ids: idsOf(page), total: page.total_records }).toEqual({ ids: expected(), total: expected().length });
  });

  it('finds a customer by phone number, as stored or typed with +62', async () => {
    const phone = people.budi.phone; // 0812…
    const international = `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
    for (const term of [phone, international]) {
      expect(idsOf(await list(`filter_note=topup&search=${encodeURIComponent(term)}`)), term).toEqual(
        ids.budi.toReversed(),
      );
      expect(idsOf(await list(`filter_note=balance&search=${encodeURIComponent(term)}`)), term).toEqual([
        people.budi.walletId,
      ]);
    }
  });

  it.each([
    ['filter_note=saldo', 'filter_note', 'filter_note harus balance, topup atau withdraw'],
    ['filter_note=', 'filter_note', 'filter_note harus balance, topup atau withdraw'],
    ['filter_note=topup&per_page=101', 'per_page', 'Jumlah per halaman harus antara 1 dan 100'],
    ['filter_note=topup&page=0', 'page', 'Halaman harus bilangan bulat positif'],
  ])('refuses %s with 422 naming the field', async (query, field, message) => {
    expect(await admin('GET', `/strict/wallet?${query}`)).toEqual({
      status: 422,
      body: { message: INVALID, errors: { [field]: [message] } },
    });
  });
});
