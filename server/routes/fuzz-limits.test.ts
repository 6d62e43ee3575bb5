// Property-based fuzzing past validation: bodies valid in every other way carry numbers at and
// past what the columns hold (money numeric(16, 2): 14 digits; quantities numeric(14, 3): 11)
// into the database, through the whole life of a waste item, a transaction and a wallet
// request. fuzz-suite.ts keeps every hostile request at the door; these may be accepted, so what
// is checked is that nothing answers 5xx, every refusal is clear, and a refusal changes nothing.
// They found a quantity times a price, and a stock plus a deposit, past the columns (a 500, now
// a 422), and a NUL in a rejection's reason (a 500, now refused by the schema).
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, ourMessages } from '../../e2e/fuzz-answers';
import { hostileText } from '../../e2e/hostile';
import type { App } from '../app';
import type { Database, Db } from '../db/client';
import { CUSTOMER_LOGIN, type Fixtures } from '../test/fixtures';
import { fixtureApp, signIn } from '../test/api';
import { testDbKinds } from '../test/databases';

const RUNS = 1_000;
const SEED = 20_261_121;
const isOurs = ourMessages('api', 'validation');

const largest = (digits: number, scale: number) =>
  fc.integer({ min: 0, max: scale }).map((p) => `${'9'.repeat(digits)}${p ? `.${'9'.repeat(p)}` : ''}`);
/** At the limit and past it, as texts and as JSON numbers, and the odd ways people write them. */
const extreme = (digits: number, scale: number) =>
  fc.oneof(
    largest(digits, scale),
    largest(digits + 1, scale),
    fc.constant(`1.${'1'.repeat(scale + 1)}`),
    fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) }).map(String),
    fc.double({ min: 0, max: 10 ** (digits + 1), noNaN: true }),
    fc.constantFrom<string | number>(
      '0',
      '0.001',
      '-1',
      '-0',
      '1e3',
      '1,5',
      '2.500,50',
      '1.000.000',
      ` ${'9'.repeat(digits)} `,
      10 ** digits - 1,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
    ),
  );
/** Mostly within the limits, so that the waste item exists and a transaction on it runs. */
const withinLimit = (digits: number, scale: number) =>
  fc.oneof(
    { arbitrary: largest(digits, scale), weight: 1 },
    { arbitrary: fc.bigInt({ min: 1n, max: 10n ** BigInt(digits) - 1n }).map(String), weight: 2 },
    { arbitrary: extreme(digits, scale), weight: 1 },
  );
const money = extreme(14, 2);
const quantity = extreme(11, 3);
const itemNumbers = fc.record({
  selling_price: withinLimit(14, 2),
  buying_price: withinLimit(14, 2),
  stock: withinLimit(11, 3),
  maximum: withinLimit(11, 3),
});
const scenarios = fc.oneof(
  fc
    .record({
      item: itemNumbers,
      lines: fc.array(quantity, { minLength: 1, maxLength: 3 }),
      byCollector: fc.boolean(),
      then: fc.constantFrom('settle', 'cancel'),
      edit: fc.option(itemNumbers),
    })
    .map((goods) => ({ goods })),
  fc
    .record({
      topup: fc.record({ amount: money, total: money }),
      withdraw: money,
      decision: fc.constantFrom('accept', 'reject'),
      reason: fc.option(hostileText.filter((t) => t.length <= 255)),
    })
    .map((wallet) => ({ wallet })),
);
type Scenario = typeof scenarios extends fc.Arbitrary<infer S> ? S : never;

/** Everything money and stock touch, in one query: a refusal must leave all of it as it was. */
async function moneyState(db: Db) {
  const result = (await db.execute(sql`select
    (select count(*) from transactions)::int as transactions, (select count(*) from transaction_details)::int as details,
    (select count(*) from wallet_requests)::int as requests, (select count(*) from wallet_ledger)::int as ledger,
    (select count(*) from wallets)::int as wallets, (select count(*) from trash)::int as trash,
    (select count(*) from audit_log)::int as audit, (select coalesce(sum(stock), 0)::text from trash) as stock`)) as unknown as {
    rows?: unknown[];
  } & unknown[];
  return (result.rows ?? [...result])[0];
}

describe.each(testDbKinds)('numbers at and past every limit, in otherwise valid bodies, on %s', (kind) => {
  let database: Database;
  let app: App;
  let f: Fixtures;
  const tokens = { admin: '', customer: '' };

  beforeAll(async () => {
    ({ database, fixtures: f, app, adminToken: tokens.admin } = await fixtureApp(kind));
    tokens.customer = await signIn(app, CUSTOMER_LOGIN);
  });
  afterAll(() => database?.close());

  /** One call, checked: never a 5xx, a refusal clear and changing nothing. Answers the new record's id. */
  async function call(token: string, method: string, url: string, body?: unknown) {
    const before = await moneyState(database.db);
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const res = await app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const problem = answerProblem(
      { method, status: res.status, contentType: res.headers.get('content-type'), text },
      { mustRefuse: false, isOurs },
    );
    if (problem) throw new Error(`${method} ${url} ${JSON.stringify(body)}: ${problem}`);
    if (res.status >= 400) expect(await moneyState(database.db), `${method} ${url} ${res.status}`).toEqual(before);
    return (JSON.parse(text) as { data?: { id?: number } }).data?.id;
  }

  let n = 0;
  async function run(scenario: Scenario) {
    n++;
    if ('goods' in scenario) {
      const { item, lines, byCollector, then, edit } = scenario.goods;
      // A new item each time, so that a run does not depend on the stock earlier runs left.
      const fields = {
        trash_name: `Sampah Uji ${n}`,
        type: 'Organik',
        category: 'food',
        unit: 'kg',
        status: 'active',
        collectorId: f.bsiIds[0],
      };
      const trashId = await call(tokens.admin, 'POST', '/strict/trash', { ...fields, ...item });
      if (trashId) {
        const party = byCollector ? { collectorId: f.bsiIds[0] } : { customerId: f.customerIds[0] };
        const recorded = await call(tokens.admin, 'POST', '/strict/transaction', {
          bsuId: f.bsuIds[0],
          ...party,
          lines: lines.map((qty) => ({ trashId, qty })),
        });
        if (recorded) await call(tokens.admin, 'PUT', `/strict/transaction/${then}/${recorded}`);
        if (edit) await call(tokens.admin, 'PUT', `/strict/trash/${trashId}`, { ...fields, ...edit });
      }
      await call(tokens.admin, 'GET', '/strict/report/summary');
    } else {
      const { topup, withdraw, decision, reason } = scenario.wallet;
      const decide = reason === null ? undefined : { reason };
      const asked = await call(tokens.customer, 'POST', '/strict/wallet/topup', topup);
      if (asked) await call(tokens.admin, 'PUT', `/strict/wallet/topup/${decision}/${asked}`, decide);
      const out = await call(tokens.customer, 'POST', '/strict/wallet/withdraw', {
        amount: withdraw,
        bank_name: 'BCA',
        account_number: '1234567890',
        cardholder_name: 'BUDI',
      });
      if (out) await call(tokens.admin, 'PUT', `/strict/wallet/withdraw/${decision}/${out}`, decide);
      await call(tokens.admin, 'GET', '/strict/wallet?filter_note=balance');
    }
  }

  it(`${RUNS} items, transactions and wallet requests: never a 5xx, every refusal clear and changing nothing`, async () => {
    await fc.assert(fc.asyncProperty(scenarios, run), { numRuns: RUNS, seed: SEED });
  }, 300_000);
});
