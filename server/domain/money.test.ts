import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKinds } from '../test/databases';
import {
  addMoney,
  compareMoney,
  compareQty,
  divideRoundHalfUp,
  formatRupiah,
  multiplyQtyPrice,
  normalizeMoney,
  normalizeQty,
  parseMoney,
  subtractMoney,
  sumMoney,
  tryParse,
} from '../../lib/schemas/money';

/** Seeded (mulberry32) so a failure reproduces; the seed is in the test name. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 0x5eed_2024;
const COUNT = 10_000;

/** Line items built from integers, written out by hand: an oracle that shares no code with money.ts. */
function lineItems() {
  const next = random(SEED);
  const big = (digits: number) => BigInt(Math.floor(next() * 10 ** digits));
  return Array.from({ length: COUNT }, (_, i) => {
    // Mostly everyday sizes; every 50th near the largest a line amount (numeric(16,2)) holds;
    // every 97th an exact half cent (qty a multiple of 0.5 with an odd price in cents).
    let milli = i % 50 === 0 ? big(10) + 1n : big(7) + 1n;
    let cents = big(8);
    if (i % 97 === 0) [milli, cents] = [500n * (2n * big(4) + 1n), 2n * big(6) + 1n];
    const qty = `${milli / 1000n}.${(milli % 1000n).toString().padStart(3, '0')}`;
    const price = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
    // Half-up at the cent: product has 5 decimals; add half a cent (500) and truncate.
    const exact = (milli * cents + 500n) / 1000n;
    return { qty, price, exactCents: exact, half: (milli * cents) % 1000n === 500n };
  });
}

describe('money', () => {
  it('parses and prints canonical strings', () => {
    expect(normalizeMoney('1234567.5')).toBe('1234567.50');
    expect(normalizeMoney('0')).toBe('0.00');
    expect(normalizeMoney('-0.5')).toBe('-0.50');
    expect(normalizeMoney('+007.10')).toBe('7.10');
    expect(normalizeMoney('12.500')).toBe('12.50');
    expect(normalizeQty('2.5')).toBe('2.500');
    expect(parseMoney('0.01')).toBe(1n);
  });

  it('refuses anything that is not an exact decimal', () => {
    for (const bad of ['', '1e3', '1.', '.5', '1,5', 'NaN', ' 1', '12.345', '1.2.3']) {
      expect(() => parseMoney(bad), bad).toThrow(RangeError);
      expect(tryParse(bad, 2)).toBeUndefined();
    }
    expect(tryParse(12 as unknown, 2)).toBeUndefined();
  });

  it('adds without binary floating point drift', () => {
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(subtractMoney('10.00', '10.01')).toBe('-0.01');
    expect(sumMoney([])).toBe('0.00');
    expect(addMoney('99999999999999.99', '0.01')).toBe('100000000000000.00');
  });

  it('rounds qty × price half-up to the cent', () => {
    expect(multiplyQtyPrice('1.005', '1.00')).toBe('1.01'); // 1.005 exactly: half rounds up
    expect(multiplyQtyPrice('1.004', '1.00')).toBe('1.00');
    expect(multiplyQtyPrice('0.333', '0.01')).toBe('0.00');
    expect(multiplyQtyPrice('2.500', '3333.33')).toBe('8333.33'); // 8333.325 exactly
    expect(multiplyQtyPrice('0.5', '0.01')).toBe('0.01'); // 0.005 → 0.01
    expect(multiplyQtyPrice('12.345', '6789.01')).toBe('83810.33'); // 83810.32845
    expect(divideRoundHalfUp(-15n, 10n)).toBe(-2n); // half away from zero, like round() in SQL
    expect(divideRoundHalfUp(14n, 10n)).toBe(1n);
  });

  it('compares by value, not by spelling', () => {
    expect(compareMoney('1.5', '1.50')).toBe(0);
    expect(compareMoney('-1.00', '0')).toBe(-1);
    expect(compareMoney('100', '99.99')).toBe(1);
    expect(compareQty('0.001', '0')).toBe(1);
  });

  it('formats rupiah the Indonesian way', () => {
    expect(formatRupiah('1234567.50')).toBe('Rp 1.234.567,50');
    expect(formatRupiah('1500')).toBe('Rp 1.500');
    expect(formatRupiah('-25000.00')).toBe('-Rp 25.000');
  });

  it(`sums ${COUNT} random line items exactly like an independent BigInt computation (seed ${SEED})`, () => {
    const items = lineItems();
    expect(items.filter((item) => item.half).length).toBeGreaterThan(100);
    for (const item of items) expect(parseMoney(multiplyQtyPrice(item.qty, item.price))).toBe(item.exactCents);
    const oracle = items.reduce((sum, item) => sum + item.exactCents, 0n);
    expect(parseMoney(sumMoney(items.map((item) => multiplyQtyPrice(item.qty, item.price))))).toBe(oracle);
  });
});

describe.each(testDbKinds)('money against PostgreSQL numeric on %s', (kind) => {
  it(`agrees with round(qty * price, 2) and sum() for ${COUNT} random line items`, async () => {
    const database = await openTestDatabase(kind);
    try {
      const items = lineItems().map((item) => ({ ...item, amount: multiplyQtyPrice(item.qty, item.price) }));
      const ours = sumMoney(items.map((item) => item.amount));
      // A transaction pins one connection, so the temporary table is visible to every statement.
      const result = await database.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table money_check (
          n int primary key, qty numeric(14,3), price numeric(16,2), amount numeric(16,2)) on commit drop`);
        for (let start = 0; start < items.length; start += 2_500) {
          const rows = JSON.stringify(
            items.slice(start, start + 2_500).map((item, i) => [start + i, item.qty, item.price, item.amount]),
          );
          await tx.execute(sql`insert into money_check
            select (r->>0)::int, (r->>1)::numeric, (r->>2)::numeric, (r->>3)::numeric from json_array_elements(${rows}::json) r`);
        }
        return tx
          .select({
            mismatches: sql<number>`count(*) filter (where round(qty * price, 2) <> amount)::int`,
            stored: sql<string>`sum(amount)::text`,
            computed: sql<string>`sum(round(qty * price, 2))::text`,
          })
          .from(sql`money_check`);
      });
      expect(result[0]).toEqual({ mismatches: 0, stored: ours, computed: ours });
    } finally {
      await database.close();
    }
  });
});
