// Sign-in throttling (OWASP ASVS 5.0 §6.3): at most LOGIN_MAX_FAILURES failed sign-ins per
// account from one address, and five times that from one address over all accounts, in a
// sliding window of LOGIN_FAILURE_WINDOW seconds. Kept in the database, so it holds across
// processes. Per account *and address*, so guessing someone's password from one place does not
// lock them out everywhere: their own correct sign-in from another address still works. A
// device that signed in to the account before (device-token.ts) is spared the per-address
// limit, so spraying made-up accounts from a shared address does not lock out its regular users.
import type { Context } from 'hono';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { verifiedAddress } from '../../lib/shared/client-address';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import type { ServerEnv } from '../env';

/** Callers whose address we cannot establish share one bucket. */
export const UNKNOWN_ADDRESS = 'unknown';
/** One address may fail this many times the per-account limit over all accounts. */
export const SPRAY_FACTOR = 5;

/**
 * The client address: the one the web tier signed, else the socket's (a field app calling the
 * API directly on its own port), else the shared unknown bucket. Never a plain header.
 */
export function clientAddress(c: Context<AppEnv>, env: ServerEnv): string {
  const forwarded = verifiedAddress(env.FORWARDING_SECRET, (name) => c.req.header(name));
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress?.slice(0, 64) ?? UNKNOWN_ADDRESS;
}

export type Throttle = { db: Db; env: ServerEnv; account: string; address: string };

/** This address's failures in the window: over all accounts, and for this account, with the oldest of each. */
export async function windowCounts({ db, env, account, address }: Throttle, now = new Date()) {
  const since = new Date(now.getTime() - env.LOGIN_FAILURE_WINDOW * 1000);
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${signInFailures.account} = ${account})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
      pairOldest: sql<
        string | null
      >`min(${signInFailures.failedAt}) filter (where ${signInFailures.account} = ${account})`,
      allOldest: sql<string | null>`min(${signInFailures.failedAt})`,
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.address, address), gt(signInFailures.failedAt, since)));
  return row ?? { pair: 0, all: 0, pairOldest: null, allOldest: null };
}

/** Seconds from `now` until the failure made at `oldest` leaves the window (at least 1). */
export const secondsLeft = (env: ServerEnv, oldest: string | Date, now: Date) =>
  Math.max(1, Math.ceil((new Date(oldest).getTime() + env.LOGIN_FAILURE_WINDOW * 1000 - now.getTime()) / 1000));

/**
 * Seconds until the next attempt may be made, or 0 when it may be made now. `knownDevice`: the
 * attempt carries a genuine device token of this account, so only the per-account limit holds.
 */
export async function retryAfter(throttle: Throttle, knownDevice = false, now = new Date()): Promise<number> {
  const { env } = throttle;
  const row = await windowCounts(throttle, now);
  let oldest: string | null = null;
  if (row.pair >= env.LOGIN_MAX_FAILURES) oldest = row.pairOldest;
  else if (!knownDevice && row.all >= env.LOGIN_MAX_FAILURES * SPRAY_FACTOR) oldest = row.allOldest;
  return oldest ? secondsLeft(env, oldest, now) : 0;
}

/**
 * Records a failure, and forgets this address's failures that have left the window. `alongside`
 * writes what goes with the failure (a failed sign-in's audit rows) in the same transaction.
 */
export async function recordFailure(throttle: Throttle, now = new Date(), alongside?: (tx: Db) => Promise<void>) {
  const { db, env, account, address } = throttle;
  await db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ account, address, failedAt: now });
    await alongside?.(tx);
    const since = new Date(now.getTime() - env.LOGIN_FAILURE_WINDOW * 1000);
    await tx.delete(signInFailures).where(and(eq(signInFailures.address, address), lt(signInFailures.failedAt, since)));
  });
}

/** A correct sign-in clears the account's failures from that address. */
export async function clearFailures({ db, account, address }: Throttle) {
  await db.delete(signInFailures).where(and(eq(signInFailures.address, address), eq(signInFailures.account, account)));
}

/** The account's failures from this address since `since` (the wrong codes a sign-in challenge has taken). */
export async function failuresSince({ db, account, address }: Throttle, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.address, address),
        eq(signInFailures.account, account),
        gte(signInFailures.failedAt, since),
      ),
    );
  return row?.n ?? 0;
}
