// /strict/wallet (SPEC §2 Data Saldo, Isi Saldo, Penarikan Dana; §3 "Wallet item"; §7):
// customers ask for top-ups and withdrawals, administrators accept or reject each exactly once,
// and the lists show balances that are the sum of the ledger. What a client notices: exact
// amounts in the messages, one decision per request however often it is sent, and that a
// refused request changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletListSchema, type WalletItem } from '../../lib/schemas/wallets';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import { auditLog, customers, users, walletLedger, walletRequests, wallets } from '../db/schema';
import { CUSTOMER_LOGIN, insertFixtures, login, type Fixtures } from '../test/fixtures';
import { caller as anyCaller, fieldToken, moneyCounts, signIn, unchanged, type Call as ApiCall } from '../test/money-api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
const FORBIDDEN = { message: 'Anda tidak memiliki akses ke data ini' };
const UNAUTHENTICATED = { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' };
const already = (done: 'diterima' | 'ditolak') => ({ message: `Permintaan ini sudah ${done} sebelumnya; tidak ada yang diubah` });
const BANK = { bank_name: 'BCA', account_number: '1234567890', cardholder_name: 'BUDI SANTOSO' };

type Request = { id: number; status: string };
type Call = ApiCall<Request>;
const caller = (app: App, token?: string): Call => anyCaller<Request>(app, token);

const userIdOf = async (db: Db, customerId: number) => (await db.select({ u: customers.userId }).from(customers).where(eq(customers.id, customerId)))[0]!.u;
/** The balance as the ledger has it, summed by the database. */
const ledgerSum = async (db: Db, userId: number) =>
  (await db.select({ s: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::numeric(16, 2)::text` }).from(walletLedger).innerJoin(wallets, eq(wallets.id, walletLedger.walletId)).where(eq(wallets.userId, userId)))[0]!.s;
const requestRow = async (db: Db, id: number) => (await db.select().from(walletRequests).where(eq(walletRequests.id, id)))[0]!;
const ledgerOf = (db: Db, id: number) => db.select().from(walletLedger).where(eq(walletLedger.walletRequestId, id));

async function setUp(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env });
  const { jwt_token } = await login(app);
  const budi = caller(app, await signIn(app, CUSTOMER_LOGIN));
  return { database, db: database.db, fixtures, app, admin: caller(app, jwt_token), budi };
}

describe.each(testDbKinds)('top-ups and withdrawals: customers ask, administrators decide, on %s', (kind) => {
  let database: Database;
  let db: Db;
  let f: Fixtures;
  let app: App;
  let admin: Call;
  let budi: Call;
  let budiUserId: number;
  const balance = async () => {
    const res = await admin('GET', '/strict/wallet?filter_note=balance&search=santoso');
    const items = walletListSchema.parse(res.body).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.amount).toBe(await ledgerSum(db, budiUserId));
    return items[0]!.amount;
  };
  const topup = async (amount: number | string, total = amount) => {
    const res = await budi('POST', '/strict/wallet/topup', { amount, total });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data!.id;
  };
  const decide = (path: string, body: unknown = { id: path.split('/').pop() }) => unchanged(db, () => admin('PUT', `/strict/wallet/${path}`, body));

  beforeAll(async () => {
    ({ database, db, fixtures: f, app, admin, budi } = await setUp(kind));
    budiUserId = await userIdOf(db, f.customerIds[0]!);
  });
  afterAll(() => database?.close());

  it('takes a top-up request: 201, pending, the amount in the message, nothing posted yet', async () => {
    const res = await budi('POST', '/strict/wallet/topup', { amount: 100000, total: '102500,00' });
    expect(res).toEqual({ status: 201, body: { message: 'Permintaan isi saldo sebesar Rp 100.000 berhasil dikirim', data: { id: expect.any(Number), status: 'pending' } } });
    expect(await requestRow(db, res.body.data!.id)).toMatchObject({ kind: 'topup', status: 'pending', amount: '100000.00', total: '102500.00', decidedBy: null });
    expect(await ledgerOf(db, res.body.data!.id)).toEqual([]);
    expect(await balance()).toBe('0.00');
  });

  /** A rule about the amount itself: the message says it, and so does the field. */
  const ruleBroken = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
  it.each<[unknown, object]>([
    [{ amount: 0, total: 0 }, ruleBroken('amount', 'Nominal isi saldo harus lebih dari 0 dengan paling banyak 2 angka desimal')],
    [{ amount: 10, total: '0.00' }, ruleBroken('total', 'Total bayar harus lebih dari 0 dengan paling banyak 2 angka desimal')],
    [{ amount: 50000, total: '49999.99' }, ruleBroken('total', 'Total bayar tidak boleh kurang dari nominal isi saldo')],
    [{ amount: -5, total: 10 }, { message: INVALID, errors: { amount: [MONEY] } }],
    [{ amount: 10.001, total: 20 }, { message: INVALID, errors: { amount: [MONEY] } }],
    [{ amount: '10,001', total: 20 }, { message: INVALID, errors: { amount: [MONEY] } }], // '10.001' would be Rp 10.001
    [{ amount: 0.1 + 0.2, total: 1 }, { message: INVALID, errors: { amount: [MONEY] } }],
    [{ amount: 10, total: '10,005' }, { message: INVALID, errors: { total: [MONEY] } }],
    [{ total: 10 }, { message: INVALID, errors: { amount: ['Nominal kosong'] } }],
    [{ amount: 10, total: '' }, { message: INVALID, errors: { total: ['Total bayar kosong'] } }],
  ])('refuses the top-up %j with 422 and its message, changing nothing', async (body, expected) => {
    expect(await unchanged(db, () => budi('POST', '/strict/wallet/topup', body))).toEqual({ status: 422, body: expected });
  });

  it('accepts a top-up exactly once under 50 concurrent accepts: one 200, 49 × 409, one ledger row', async () => {
    const id = await topup(100000, 102500);
    const results = await Promise.all(Array.from({ length: 50 }, () => admin('PUT', `/strict/wallet/topup/accept/${id}`, { id })));
    expect(results.filter((r) => r.status === 200).map((r) => r.body)).toEqual([{ message: 'Isi saldo Rp 100.000 untuk Budi Santoso berhasil dikonfirmasi' }]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(49).fill(already('diterima')));
    expect(await ledgerOf(db, id)).toMatchObject([{ kind: 'topup', amount: '100000.00' }]);
    expect(await requestRow(db, id)).toMatchObject({ status: 'accepted', decidedBy: f.adminId });
    expect(await balance()).toBe('100000.00');
    for (const path of [`topup/accept/${id}`, `topup/reject/${id}`]) expect(await decide(path)).toEqual({ status: 409, body: already('diterima') });
  });

  it('refuses at request time a withdrawal larger than the available balance; pending ones hold their amount', async () => {
    const ask = (amount: unknown) => budi('POST', '/strict/wallet/withdraw', { amount, ...BANK });
    expect(await unchanged(db, () => ask('100000.01'))).toEqual({ status: 409, body: { message: 'Saldo tidak mencukupi: saldo tersedia Rp 100.000, diminta Rp 100.000,01' } });
    const first = await ask(60000);
    expect(first).toEqual({ status: 201, body: { message: 'Permintaan penarikan dana sebesar Rp 60.000 berhasil dikirim', data: { id: expect.any(Number), status: 'pending' } } });
    expect(await requestRow(db, first.body.data!.id)).toMatchObject({ kind: 'withdraw', amount: '60000.00', total: '60000.00', bankName: 'BCA', accountNumber: '1234567890', cardholderName: 'BUDI SANTOSO' });
    expect(await unchanged(db, () => ask(50000))).toEqual({ status: 409, body: { message: 'Saldo tidak mencukupi: saldo tersedia Rp 40.000, diminta Rp 50.000' } });
    expect(await balance()).toBe('100000.00'); // a pending withdrawal holds, it does not debit

    // Five at once against the Rp 40.000 left: exactly two fit.
    const together = await Promise.all(Array.from({ length: 5 }, () => ask(15000)));
    expect(together.filter((r) => r.status === 201)).toHaveLength(2);
    expect(together.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(3).fill({ message: 'Saldo tidak mencukupi: saldo tersedia Rp 10.000, diminta Rp 15.000' }));
    for (const r of together.filter((r) => r.status === 201)) {
      expect(await admin('PUT', `/strict/wallet/withdraw/reject/${r.body.data!.id}`, { reason: 'Uji bersamaan' })).toMatchObject({ status: 200 });
    }
    expect(await balance()).toBe('100000.00');

    expect(await admin('PUT', `/strict/wallet/withdraw/accept/${first.body.data!.id}`)).toEqual({ status: 200, body: { message: 'Penarikan dana Rp 60.000 oleh Budi Santoso berhasil dikonfirmasi' } });
    expect(await ledgerOf(db, first.body.data!.id)).toMatchObject([{ kind: 'withdraw', amount: '-60000.00' }]);
    expect(await balance()).toBe('40000.00');
    expect(await decide(`withdraw/accept/${first.body.data!.id}`)).toEqual({ status: 409, body: already('diterima') });
  });

  const invalid = (field: string, message: string) => ({ message: INVALID, errors: { [field]: [message] } });
  it.each<[object, object]>([
    [{ amount: 0 }, ruleBroken('amount', 'Jumlah penarikan harus lebih dari 0 dengan paling banyak 2 angka desimal')],
    [{ amount: '-1' }, invalid('amount', MONEY)],
    [{ amount: 1.001 }, invalid('amount', MONEY)],
    [{ amount: '1,001' }, invalid('amount', MONEY)],
    [{ amount: undefined }, invalid('amount', 'Nominal kosong')],
    [{ bank_name: ' ' }, invalid('bank_name', 'Bank tujuan kosong')],
    [{ account_number: '12ab5678' }, invalid('account_number', 'Nomor rekening hanya berisi angka (5 sampai 64 digit)')],
    [{ account_number: '' }, invalid('account_number', 'Nomor rekening kosong')],
    [{ cardholder_name: undefined }, invalid('cardholder_name', 'Nama pemilik kartu kosong')],
  ])('refuses the withdrawal %j with 422 naming the field, changing nothing', async (patch, expected) => {
    expect(await unchanged(db, () => budi('POST', '/strict/wallet/withdraw', { amount: 1000, ...BANK, ...patch }))).toEqual({ status: 422, body: expected });
  });

  it('refuses at accept time a withdrawal the balance no longer covers, changing nothing', async () => {
    // Requests are checked when made; this one came in some other way (an import, an older version).
    const [{ walletId }] = (await db.select({ walletId: wallets.id }).from(wallets).where(eq(wallets.userId, budiUserId))) as [{ walletId: number }];
    const [row] = await db.insert(walletRequests).values({ walletId, kind: 'withdraw', amount: '40000.01', total: '40000.01', bankName: 'BRI', accountNumber: '99999', cardholderName: 'BUDI' }).returning({ id: walletRequests.id });
    expect(await decide(`withdraw/accept/${row!.id}`)).toEqual({ status: 409, body: { message: 'Saldo tidak mencukupi: saldo Rp 40.000, penarikan Rp 40.000,01' } });
    expect(await requestRow(db, row!.id)).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await balance()).toBe('40000.00');
    expect(await admin('PUT', `/strict/wallet/withdraw/reject/${row!.id}`)).toEqual({ status: 200, body: { message: 'Penarikan dana Rp 40.000,01 oleh Budi Santoso ditolak' } });
  });

  it('rejects with a reason: balances untouched, the reason stored and listed; a repeat is 409', async () => {
    const id = await topup('25000.50', 27500);
    const ledgerRows = (await moneyCounts(db)).walletLedger;
    const res = await admin('PUT', `/strict/wallet/topup/reject/${id}`, { id, reason: '  Bukti transfer tidak ditemukan ' });
    expect(res).toEqual({ status: 200, body: { message: 'Isi saldo Rp 25.000,50 untuk Budi Santoso ditolak' } });
    expect([(await moneyCounts(db)).walletLedger, await balance()]).toEqual([ledgerRows, '40000.00']);
    expect(await requestRow(db, id)).toMatchObject({ status: 'rejected', reason: 'Bukti transfer tidak ditemukan', decidedBy: f.adminId });
    const listed = walletListSchema.parse((await admin('GET', '/strict/wallet?filter_note=topup&search=ditolak')).body).items;
    expect(listed.find((r) => r.id === id)).toMatchObject({ status: 'rejected', reason: 'Bukti transfer tidak ditemukan', amount: '25000.50', total: '27500.00' });
    for (const path of [`topup/reject/${id}`, `topup/accept/${id}`]) expect(await decide(path)).toEqual({ status: 409, body: already('ditolak') });
    expect(await requestRow(db, id)).toMatchObject({ status: 'rejected', reason: 'Bukti transfer tidak ditemukan' });

    const other = await topup(1000);
    expect(await decide(`topup/reject/${other}`, { reason: 'x'.repeat(256) })).toEqual({ status: 422, body: { message: INVALID, errors: { reason: ['Maksimal 255 karakter'] } } });
    expect(await decide(`topup/reject/${other}`, { reason: 42 })).toEqual({ status: 422, body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } } });
    // A NUL the database cannot store is refused like any other unreadable text (found by fuzz.test.ts).
    expect(await decide(`topup/reject/${other}`, { reason: 'ditolak\u0000' })).toEqual({ status: 422, body: { message: INVALID, errors: { reason: ['Harus berupa teks'] } } });
    expect((await requestRow(db, other)).status).toBe('pending');
  });

  it('answers 404 for a request that does not exist (or is of the other kind) and 422 for an id that is not one', async () => {
    const id = await topup(500);
    const topupMissing = { message: 'Permintaan isi saldo tidak ditemukan' };
    const withdrawMissing = { message: 'Permintaan penarikan dana tidak ditemukan' };
    for (const decision of ['accept', 'reject']) {
      expect(await decide(`topup/${decision}/999999`)).toEqual({ status: 404, body: topupMissing });
      expect(await decide(`withdraw/${decision}/999999`)).toEqual({ status: 404, body: withdrawMissing });
      expect(await decide(`withdraw/${decision}/${id}`)).toEqual({ status: 404, body: withdrawMissing });
      for (const bad of ['abc', '0', '-4', '2.5']) {
        expect(await decide(`topup/${decision}/${bad}`, undefined)).toEqual({ status: 422, body: { message: INVALID, errors: { id: ['ID tidak valid'] } } });
      }
    }
  });

  it('lets only customers ask and only administrators decide and list; without a token, 401', async () => {
    const id = await topup(700);
    const unitUser = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'unit')).limit(1))[0]!.id;
    const unit = caller(app, await fieldToken(app, db, unitUser, 'unit@test.id'));
    const asks: [string, string, unknown][] = [['POST', '/strict/wallet/topup', { amount: 1, total: 1 }], ['POST', '/strict/wallet/withdraw', { amount: 1, ...BANK }]];
    const decisions: [string, string, unknown][] = ['topup/accept', 'topup/reject'].map((p) => ['PUT', `/strict/wallet/${p}/${id}`, { id }]);
    const reads: [string, string, unknown][] = [['GET', '/strict/wallet?filter_note=balance', undefined], ['GET', '/strict/wallet?filter_note=topup', undefined]];
    for (const [who, calls] of [[admin, asks], [budi, [...decisions, ...reads]], [unit, [...asks, ...decisions, ...reads]]] as const) {
      for (const [method, path, body] of calls) expect(await unchanged(db, () => who(method, path, body)), path).toEqual({ status: 403, body: FORBIDDEN });
    }
    for (const [method, path, body] of [...asks, ...decisions, ...reads]) {
      expect(await unchanged(db, () => caller(app)(method, path, body)), path).toEqual({ status: 401, body: UNAUTHENTICATED });
    }
    expect((await requestRow(db, id)).status).toBe('pending');
  });

  it('has every accept and reject in the audit log, once, with the administrator who decided it', async () => {
    const decided = (await db.select().from(walletRequests)).filter((r) => r.status !== 'pending');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'wallet_request')).orderBy(auditLog.id);
    expect(decided.map((r) => `${r.kind} ${r.status}`).sort()).toEqual(['topup accepted', 'topup rejected', 'withdraw accepted', ...Array(3).fill('withdraw rejected')]);
    expect(audit.map((a) => a.entityId).sort()).toEqual(decided.map((r) => String(r.id)).sort());
    for (const request of decided) {
      const row = audit.find((a) => a.entityId === String(request.id))!;
      expect(row).toMatchObject({ actorUserId: f.adminId, action: request.status === 'accepted' ? 'accept' : 'reject', before: { status: 'pending' } });
      expect(row.after).toMatchObject({ status: request.status, kind: request.kind, amount: request.amount });
      expect(request.decidedBy).toBe(f.adminId);
    }
  });
});

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
    for (const [name, index] of [['budi', 0], ['siti', 1]] as const) {
      const userId = await userIdOf(db, f.customerIds[index]!);
      people[name] = { userId, walletId: 0, phone: (await db.select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0]!.p };
    }
    const siti = caller(app, await fieldToken(app, db, people.siti.userId, 'siti@test.id'));
    const ask = async (who: Call, path: string, body: object) => {
      const res = await who('POST', `/strict/wallet/${path}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data!.id;
    };
    // Budi: one top-up accepted, one rejected, one pending; a pending withdrawal; a settled deposit.
    for (const amount of [10000, 20000, 30000]) ids.budi.push(await ask(budi, 'topup', { amount, total: amount + 2500 }));
    expect((await admin('PUT', `/strict/wallet/topup/accept/${ids.budi[0]}`)).status).toBe(200);
    expect((await admin('PUT', `/strict/wallet/topup/reject/${ids.budi[1]}`, { reason: 'Tidak ada bukti' })).status).toBe(200);
    ids.withdraw = await ask(budi, 'withdraw', { amount: '5000', ...BANK });
    const deposit = f.transactions[5]!; // Budi's, pending
    expect((await admin('PUT', `/strict/transaction/settle/${deposit.id}`)).status).toBe(200);
    budiBalance = (BigInt(deposit.amount.replace('.', '')) + 1_000_000n).toString().replace(/(\d\d)$/, '.$1');
    // Siti: twelve pending top-ups.
    for (let i = 1; i <= 12; i++) ids.topups.push(await ask(siti, 'topup', { amount: i * 1000, total: i * 1000 }));
    ids.topups = [...ids.budi, ...ids.topups].sort((a, b) => b - a);
    for (const person of Object.values(people)) {
      person.walletId = (await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, person.userId)))[0]!.id;
    }
  });
  afterAll(() => database?.close());

  const list = async (query: string) => {
    const res = await admin('GET', `/strict/wallet?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return walletListSchema.parse(res.body);
  };
  const idsOf = (page: { items: WalletItem[] }) => page.items.map((r) => r.id);

  it('lists balances as the sum of each wallet\'s ledger, newest wallet first; balance is the default', async () => {
    const row = (who: 'budi' | 'siti', user: string, amount: string) => ({
      id: people[who].walletId, wallet_id: people[who].walletId, user_id: people[who].userId, user, amount, total: null, balance: amount,
      status: null, bank_name: null, account_number: null, cardholder_name: null, reason: null, created_at: null,
    });
    const expected = { items: [row('siti', 'Siti Aminah', '0.00'), row('budi', 'Budi Santoso', budiBalance)], has_next_page: false, total_records: 2 };
    expect(await list('filter_note=balance')).toEqual(expected);
    expect(await list('')).toEqual(expected);
    expect(budiBalance).toBe(await ledgerSum(db, people.budi.userId));
  });

  it('lists top-up requests newest first with their amounts, status and reason, page by page', async () => {
    const pages = [await list('filter_note=topup&per_page=5'), await list('filter_note=topup&per_page=5&page=2'), await list('filter_note=topup&per_page=5&page=3')];
    expect(pages.map((p) => [p.items.length, p.has_next_page, p.total_records])).toEqual([[5, true, 15], [5, true, 15], [5, false, 15]]);
    expect(pages.flatMap(idsOf)).toEqual(ids.topups);
    expect(await list('filter_note=topup&per_page=15')).toMatchObject({ has_next_page: false, total_records: 15 });
    expect(await list('filter_note=topup&page=4&per_page=5')).toEqual({ items: [], has_next_page: false, total_records: 15 });
    const rejected = pages.flatMap((p) => p.items).find((r) => r.id === ids.budi[1]);
    expect(rejected).toEqual({
      id: ids.budi[1], wallet_id: people.budi.walletId, user_id: people.budi.userId, user: 'Budi Santoso', amount: '20000.00', total: '22500.00',
      balance: budiBalance, status: 'rejected', bank_name: null, account_number: null, cardholder_name: null, reason: 'Tidak ada bukti', created_at: expect.any(String),
    });
  });

  it('lists withdrawal requests with the destination account; the amount is also the total', async () => {
    expect((await list('filter_note=withdraw')).items).toEqual([{
      id: ids.withdraw, wallet_id: people.budi.walletId, user_id: people.budi.userId, user: 'Budi Santoso', amount: '5000.00', total: '5000.00', balance: budiBalance,
      status: 'pending', bank_name: 'BCA', account_number: '1234567890', cardholder_name: 'BUDI SANTOSO', reason: null, created_at: expect.any(String),
    }]);
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

  it("finds a customer by phone number, as stored or typed with +62", async () => {
    const phone = people.budi.phone; // 0812…
    const international = `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
    for (const term of [phone, international]) {
      expect(idsOf(await list(`filter_note=topup&search=${encodeURIComponent(term)}`)), term).toEqual(ids.budi.toReversed());
      expect(idsOf(await list(`filter_note=balance&search=${encodeURIComponent(term)}`)), term).toEqual([people.budi.walletId]);
    }
  });

  it.each([
    ['filter_note=saldo', 'filter_note', 'filter_note harus balance, topup atau withdraw'],
    ['filter_note=', 'filter_note', 'filter_note harus balance, topup atau withdraw'],
    ['filter_note=topup&per_page=51', 'per_page', 'Jumlah per halaman harus antara 1 dan 50'],
    ['filter_note=topup&page=0', 'page', 'Halaman harus bilangan bulat positif'],
  ])('refuses %s with 422 naming the field', async (query, field, message) => {
    expect(await admin('GET', `/strict/wallet?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors: { [field]: [message] } } });
  });
});
