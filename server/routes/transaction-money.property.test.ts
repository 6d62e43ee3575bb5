// Money that stays exact over 10,000 random line items (SPEC §3): every line priced half-up to the
// cent and every total exact, as BigInt arithmetic has them, in the answers, the lists and the
// database. Long (a minute of requests): it runs in the fuzz project, not in the everyday run.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TransactionDetails } from '../../lib/schemas/transactions';
import type { Database } from '../db/client';
import { bsus, transactions, trash } from '../db/schema';
import { insertUser } from '../test/fixtures';
import { testDbKinds } from '../test/databases';
import { newItem, setUp } from '../test/transaction-api';

/** A seeded PRNG (mulberry32): the same "random" line items on every run. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const decimal = (scaled: bigint, scale: number) => {
  const digits = scaled.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
};

describe.each(testDbKinds)('money over 10,000 random line items on %s', (kind) => {
  let database: Database;
  afterAll(() => database?.close());

  it('prices every line half-up to the cent and totals every transaction exactly, as BigInt arithmetic does', async () => {
    const setup = await setUp(kind);
    ({ database } = setup);
    const { db, fixtures: f, call } = setup;
    const rnd = mulberry32(20240301);
    const [bsu] = await db
      .insert(bsus)
      .values({
        userId: await insertUser(db, { firstName: 'Presisi', role: 'unit' }),
        collectorId: f.bsiIds[0]!,
        uniqueCode: '3273900',
        trashBankName: 'BSU Presisi',
        address: 'Jl. Presisi',
        villageId: '32.73.01.1001',
      })
      .returning({ id: bsus.id });
    // Prices from Rp 0,01 to Rp 999.999,99 with every magnitude in between (cents, as BigInt).
    const prices = Array.from({ length: 200 }, () => ({
      selling: BigInt(Math.floor(rnd() ** 3 * 1e8)),
      buying: BigInt(Math.floor(rnd() ** 3 * 1e8)),
    }));
    const rows = await db
      .insert(trash)
      .values(
        prices.map((p, i) => newItem(f.bsiIds[0]!, `Acak ${i}`, decimal(p.selling, 2), decimal(p.buying, 2), 'kg')),
      )
      .returning({ id: trash.id });

    let [grandTotal, halfway, floatWrong] = [0n, 0, 0];
    const totals = new Map<number, { total: bigint; amounts: string[] }>();
    for (let t = 0; t < 100; t++) {
      const byCollector = t % 2 === 1;
      const lines = Array.from({ length: 100 }, () => ({
        item: Math.floor(rnd() * rows.length),
        qty: 1n + BigInt(Math.floor(rnd() ** 2 * 999_999)),
      }));
      let total = 0n;
      const amounts = lines.map(({ item, qty }) => {
        const price = byCollector ? prices[item]!.buying : prices[item]!.selling;
        const exact = qty * price; // thousandths of a cent
        if (exact % 1000n === 500n) halfway++;
        const cents = (exact + 500n) / 1000n; // half-up
        if (Math.round(Number(decimal(qty, 3)) * Number(decimal(price, 2)) * 100) !== Number(cents)) floatWrong++;
        total += cents;
        return decimal(cents, 2);
      });
      const party = byCollector ? { collectorId: f.bsiIds[0] } : { customerId: f.customerIds[t % 3] };
      // Half the quantities travel as JSON numbers, half as strings.
      const body = {
        bsuId: bsu!.id,
        ...party,
        lines: lines.map(({ item, qty }) => ({
          trashId: rows[item]!.id,
          qty: t % 4 < 2 ? decimal(qty, 3) : Number(decimal(qty, 3)),
        })),
      };
      const res = await call('POST', '/strict/transaction', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const data = res.body.data!;
      expect(data.details.map((d) => d.amount)).toEqual(amounts);
      expect(data.details.map((d) => d.qty)).toEqual(lines.map(({ qty }) => decimal(qty, 3)));
      expect(data.amount).toBe(decimal(total, 2));
      totals.set(data.id, { total, amounts });
      grandTotal += total;
    }
    // The data is hard enough: exact halves occur, and float arithmetic gets some lines wrong.
    expect(halfway).toBeGreaterThan(0);
    expect(floatWrong).toBeGreaterThan(0);

    const pages = [
      await call('GET', '/strict/transaction?search=BSU-3273900&per_page=50'),
      await call('GET', '/strict/transaction?search=BSU-3273900&page=2&per_page=50'),
    ];
    expect(pages.map((p) => [p.status, p.body.total_records, p.body.has_next_page])).toEqual([
      [200, 100, true],
      [200, 100, false],
    ]);
    let listed = 0n;
    for (const row of pages.flatMap((p) => p.body.items as { id: number; amount: string }[])) {
      expect(row.amount).toBe(decimal(totals.get(row.id)!.total, 2));
      listed += BigInt(row.amount.replace('.', ''));
    }
    expect(listed).toBe(grandTotal);

    let detailed = 0n;
    for (const [id, { total, amounts }] of totals) {
      const body = (await call('GET', `/strict/transaction/details?id=${id}`)).body as unknown as TransactionDetails;
      expect([body.amount, ...body.details.map((d) => d.amount)]).toEqual([decimal(total, 2), ...amounts]);
      detailed += BigInt(body.amount.replace('.', ''));
    }
    expect(detailed).toBe(grandTotal);
    const [stored] = await db
      .select({ sum: sql<string>`sum(${transactions.amount})::text` })
      .from(transactions)
      .where(eq(transactions.bsuId, bsu!.id));
    expect(stored!.sum).toBe(decimal(grandTotal, 2));
  });
});
