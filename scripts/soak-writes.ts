// The crash test's writes (scripts/soak.ts): a mix that moves money, fired all at once, each
// acknowledged one (a 2xx answer received) kept with a query that finds it again after the
// crash. Back-office writes go through the BFF with the session cookie, the way the browser
// sends them; field-app writes (a unit bank recording a deposit, a customer asking for a
// top-up or a withdrawal) go to the API directly, the way the field apps send them.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { rows, type Fixtures } from './soak-dataset';
import { SESSION_COOKIE } from '../lib/session/cookie-names';

/**
 * Where the writes go and as whom: the web tier's and the API's base URLs, the admin's session
 * cookie and API token, and each field account's token by user id.
 */
export type Targets = Record<'web' | 'api' | 'cookie' | 'adminToken', string> & { fieldTokens: Map<number, string> };
export type Ack = { kind: string; id: number; check: SQL };

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Headers of a client island's call to the BFF: the cookie, our header, our origin. */
export const bffHeaders = (web: string, cookie: string) => ({
  cookie: `${SESSION_COOKIE}=${cookie}`,
  'x-requested-with': 'XMLHttpRequest',
  origin: web,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
});

/** A waste deposit of one to three lines at a unit bank, by one of its customers. */
export function depositBody(fixtures: Fixtures) {
  const bank = pick(fixtures.banks);
  const items = [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(bank.items)))];
  // Whole quantities: right for items counted in pieces as well as those weighed in kg.
  return {
    bsuId: bank.id,
    customerId: pick(fixtures.customers).id,
    lines: items.map((trashId) => ({ trashId, qty: String(1 + Math.floor(Math.random() * 20)) })),
  };
}

// NIK and phone number are unique: a run tag and a counter keep every new customer apart.
const runTag = String(Date.now() % 1_000_000).padStart(6, '0');
let customerCount = 0;
export function customerBody(fixtures: Fixtures) {
  const n = ++customerCount;
  return {
    first_name: 'Nasabah',
    last_name: `Uji ${n}`,
    email: '',
    phone_number: `0899${runTag.slice(3)}${String(n).padStart(6, '0')}`,
    status: 'active',
    nik: `9${runTag}${String(n).padStart(9, '0')}`,
    address: `Jl. Uji Beban No. ${n}`,
    gender: n % 2 ? 'Perempuan' : 'Laki-laki',
    villageId: pick(fixtures.villages),
    postal_code: '40123',
  };
}

export const TOPUP = { amount: '50000.00', total: '52500.00' };
export const withdrawalBody = (amount: string) => ({
  amount,
  bank_name: 'BRI',
  account_number: '1234567890',
  cardholder_name: 'Nasabah Uji',
});

type Chain = 'deposit' | 'deposit-cancel' | 'deposit-pending' | 'topup' | 'withdraw' | 'customer';
/** Chain, weight, writes: most writes credit a wallet (a settled deposit, an accepted request). */
const MIX: [Chain, number, number][] = [
  ['deposit', 40, 2],
  ['deposit-cancel', 5, 2],
  ['deposit-pending', 5, 1],
  ['topup', 20, 2],
  ['withdraw', 15, 2],
  ['customer', 15, 1],
];
const WITHDRAWAL = 1000;

type Planned = { chain: Chain; field?: Fixtures['field'][number] };

/** Chains adding up to `writes` writes; withdrawals only within what each customer could withdraw. */
export function plan(fixtures: Fixtures, writes: number): Planned[] {
  const budget = new Map(fixtures.field.map((f) => [f.userId, f.available]));
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const chains: Planned[] = [];
  for (let left = writes; left > 0;) {
    let ticket = Math.random() * total;
    let [chain, , cost] = MIX.find(([, weight]) => (ticket -= weight) < 0) ?? MIX[0]!;
    if (cost > left) [chain, cost] = ['customer', 1];
    const field = pick(fixtures.field);
    if (chain === 'withdraw') {
      const candidates = fixtures.field.filter((f) => budget.get(f.userId)! >= WITHDRAWAL);
      const funded = candidates.length ? pick(candidates) : undefined;
      if (!funded) chain = 'topup';
      else budget.set(funded.userId, budget.get(funded.userId)! - WITHDRAWAL);
      chains.push({ chain, field: funded ?? field });
    } else {
      chains.push({ chain, field });
    }
    left -= cost;
  }
  return chains;
}

export type Tally = {
  fired: number;
  acks: Ack[];
  refused: Record<string, number>;
  lost: number;
  notSent: number;
  failedBeforeKill: number;
};
export const newTally = (): Tally => ({ fired: 0, acks: [], refused: {}, lost: 0, notSent: 0, failedBeforeKill: 0 });
export const answered = (t: Tally) =>
  t.acks.length + Object.values(t.refused).reduce((a, b) => a + b, 0) + t.failedBeforeKill;

/** Runs the planned chains concurrently into `tally`; `stopped()` says the server is gone (nothing more is sent). */
export async function fire(
  chains: Planned[],
  fixtures: Fixtures,
  to: Targets,
  tally: Tally,
  events: { onAck: () => void; stopped: () => boolean },
) {
  const ack = (kind: string, id: number, check: SQL) => {
    tally.acks.push({ kind, id, check });
    events.onAck();
  };

  async function send(
    via: 'web' | 'api',
    method: string,
    path: string,
    body: unknown,
    token?: string,
  ): Promise<{ data?: { id: number } } | null> {
    if (events.stopped()) {
      tally.notSent++;
      return null;
    }
    tally.fired++;
    const headers =
      via === 'web'
        ? bffHeaders(to.web, to.cookie)
        : { 'content-type': 'application/json', authorization: `Bearer ${token ?? to.adminToken}` };
    try {
      const answer = await fetch(`${via === 'web' ? to.web : to.api}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
      });
      const text = await answer.text();
      if (answer.status >= 200 && answer.status < 300) return JSON.parse(text) as { data?: { id: number } };
      const key = `${method} ${path.replace(/\d+/g, ':id')} → ${answer.status}`;
      tally.refused[key] = (tally.refused[key] ?? 0) + 1;
      if (!events.stopped() && tally.refused[key] === 1) console.log(`[soak]   refused: ${key} ${text.slice(0, 200)}`);
      return null;
    } catch (err) {
      if (events.stopped()) tally.lost++;
      else {
        tally.failedBeforeKill++;
        console.log(`[soak]   ${method} ${path} failed before the kill: ${(err as Error).message}`);
      }
      return null;
    }
  }

  async function deposit(then: 'settle' | 'cancel' | null) {
    const body = depositBody(fixtures);
    const recorded = await send('api', 'POST', '/strict/transaction', body);
    if (!recorded?.data) return;
    const id = recorded.data.id;
    ack(
      'transaction recorded',
      id,
      sql`select count(*)::int as n from transactions where id = ${id} and customer_id = ${body.customerId}`,
    );
    if (!then) return;
    if (!(await send('api', 'PUT', `/strict/transaction/${then}/${id}`, {}))) return;
    ack(
      then === 'settle' ? 'transaction settled (wallet credited)' : 'transaction cancelled',
      id,
      then === 'settle'
        ? sql`select count(*)::int as n from transactions t join wallet_ledger l on l.transaction_id = t.id where t.id = ${id} and t.status = 'settlement'`
        : sql`select count(*)::int as n from transactions where id = ${id} and status = 'cancelled'`,
    );
  }

  async function request(kind: 'topup' | 'withdraw', field: Fixtures['field'][number]) {
    const body = kind === 'topup' ? TOPUP : withdrawalBody(`${WITHDRAWAL}.00`);
    const asked = await send('api', 'POST', `/strict/wallet/${kind}`, body, to.fieldTokens.get(field.userId));
    if (!asked?.data) return;
    const id = asked.data.id;
    ack(
      `${kind} requested`,
      id,
      sql`select count(*)::int as n from wallet_requests r join wallets w on w.id = r.wallet_id
          where r.id = ${id} and r.kind::text = ${kind} and r.amount = ${body.amount}::numeric and w.user_id = ${field.userId}`,
    );
    const decision = Math.random() < 0.85 ? 'accept' : 'reject';
    const decided = await send(
      'web',
      'PUT',
      `/strict/wallet/${kind}/${decision}/${id}`,
      decision === 'reject' ? { reason: 'Uji beban' } : {},
    );
    if (!decided) return;
    ack(
      `${kind} ${decision}ed`,
      id,
      decision === 'accept'
        ? sql`select count(*)::int as n from wallet_requests r join wallet_ledger l on l.wallet_request_id = r.id where r.id = ${id} and r.status = 'accepted'`
        : sql`select count(*)::int as n from wallet_requests where id = ${id} and status = 'rejected'`,
    );
  }

  async function customer() {
    const body = customerBody(fixtures);
    const created = await send('web', 'POST', '/strict/customer', body);
    if (!created?.data) return;
    const id = created.data.id;
    ack('customer created', id, sql`select count(*)::int as n from customers where id = ${id} and nik = ${body.nik}`);
  }

  const run = ({ chain, field }: Planned) => {
    if (chain === 'deposit') return deposit('settle');
    if (chain === 'deposit-cancel') return deposit('cancel');
    if (chain === 'deposit-pending') return deposit(null);
    if (chain === 'topup' || chain === 'withdraw') return request(chain, field!);
    return customer();
  };
  await Promise.all(chains.map(run));
}

/** The acknowledged writes that the database does not hold. */
export async function missing(db: Db, acks: Ack[]): Promise<Ack[]> {
  const lost: Ack[] = [];
  for (const ack of acks) {
    const [found] = await rows<{ n: number }>(db, ack.check);
    if (Number(found?.n ?? 0) < 1) lost.push(ack);
  }
  return lost;
}

/** Counts by kind, for the report. */
export const byKind = (acks: Ack[]) =>
  acks.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a.kind]: (counts[a.kind] ?? 0) + 1 }), {});
