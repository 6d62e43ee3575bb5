// Signing in and out in the audit trail (issue 18), each row written in the same database
// transaction as the sign-in's own writes (its token family, the failure the throttle counts,
// the revoked family). A failed attempt has no actor: nobody proved who they are; its row names
// the email as typed, and the account it belongs to when there is one.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import { writeAudit, type AuditAction } from '../domain/audit';
import { recordFailure, secondsLeft, SPRAY_FACTOR, UNKNOWN_ADDRESS, windowCounts, type Throttle } from './throttle';
import type { SignInDevice } from './tokens';

/** The shared bucket of callers whose address is unknown is no address at all in the trail. */
const shown = (address: string | null | undefined) => (!address || address === UNKNOWN_ADDRESS ? null : address);

/** The user an email (lower-cased) belongs to, as the row's record id, found in the row's own statement. */
const accountOf = (account: string) =>
  sql`(select ${users.id}::text from ${users} where lower(${users.email}) = ${account} limit 1)`;

async function accountRow(tx: Db, action: AuditAction, throttle: Throttle, more: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({
    actorUserId: null,
    action,
    entity: 'account',
    entityId: accountOf(throttle.account),
    after: { account: throttle.account, address: shown(throttle.address), ...more },
  });
}

/**
 * A failed sign-in (a wrong password or code, an unknown or inactive account): the failure the
 * throttle counts and its audit row; and when this very failure takes the account (from this
 * address) or the address (over all accounts) to its limit, one 'sign_in_throttled' row. Refused
 * attempts write nothing, so the trail grows at most by two rows per counted failure, however
 * long an attack goes on.
 */
export const recordFailedSignIn = (throttle: Throttle, now = new Date()) =>
  recordFailure(throttle, now, async (tx) => {
    await accountRow(tx, 'sign_in_failed', throttle);
    const counts = await windowCounts({ ...throttle, db: tx }, now);
    const max = throttle.env.LOGIN_MAX_FAILURES;
    const crossings = [
      { limit: 'account', reached: counts.pair === max, oldest: counts.pairOldest },
      { limit: 'address', reached: counts.all === max * SPRAY_FACTOR, oldest: counts.allOldest },
    ];
    for (const { limit, reached, oldest } of crossings)
      if (reached && oldest)
        await accountRow(tx, 'sign_in_throttled', throttle, {
          retry_after_seconds: secondsLeft(throttle.env, oldest, now),
          limit,
        });
  });

/** A sign-in that got its tokens: who, from where, in what browser. */
export const auditSignIn = (tx: Db, userId: number, device: SignInDevice) =>
  writeAudit(tx, {
    actorUserId: userId,
    action: 'sign_in',
    entity: 'account',
    entityId: userId,
    after: { address: shown(device.address), user_agent: device.userAgent?.slice(0, 512) || null },
  });

/** A sign-in ended by its owner (the refresh token's family revoked), from where. */
export const auditSignOut = (tx: Db, userId: number, address: string) =>
  writeAudit(tx, {
    actorUserId: userId,
    action: 'sign_out',
    entity: 'account',
    entityId: userId,
    after: { address: shown(address) },
  });
