// What both sign-in steps share: the throttle's key (account and address), its refusal (429 with
// Retry-After), counting a wrong password or code as a failure, and the token pair of a sign-in.
import type { Context } from 'hono';
import { USER_AGENT_HEADER } from '../../lib/shared/client-address';
import type { AppDeps, AppEnv } from '../context';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccess, type users } from '../db/schema';
import { isWrongProof } from '../domain/two-factor';
import { ApiError } from '../errors';
import { issueDeviceToken } from './device-token';
import { auditSignIn } from './sign-in-audit';
import { clientAddress, recordFailure, retryAfter, UNKNOWN_ADDRESS, type Throttle } from './throttle';
import { startFamily } from './tokens';

type User = typeof users.$inferSelect;

/** Failures count per account (the email as typed at sign-in, lower-cased) and address. */
export const throttleOf = (c: Context<AppEnv>, { db, env }: AppDeps, account: string): Throttle => ({
  db,
  env,
  account: account.trim().toLowerCase().slice(0, 255),
  address: clientAddress(c, env),
});

export async function assertNotThrottled(c: Context<AppEnv>, throttle: Throttle, knownDevice = false) {
  const wait = await retryAfter(throttle, knownDevice);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw ApiError.of(429, 'loginThrottled', { minutes: Math.ceil(wait / 60) });
  }
}

/**
 * Runs `work`; a wrong code or password it throws is recorded as a failure before it is answered
 * (`record`: a signed-in person's wrong code counts against the throttle only; the sign-in's own
 * second step passes recordFailedSignIn, which audits it as a failed sign-in too).
 */
export async function countingFailures<T>(
  throttle: Throttle,
  work: () => Promise<T>,
  record: (throttle: Throttle) => Promise<void> = recordFailure,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isWrongProof(err)) await record(throttle);
    throw err;
  }
}

/**
 * Who signed in, as the web tier keeps it in the session: their name, and for a back-office
 * account the role and scope the screens follow (the API enforces them on every call anyway).
 */
export async function sessionUser(db: Db, user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>) {
  const [access] = await db
    .select({ role: staffAccess.role, collector_id: staffAccess.collectorId, bsu_id: staffAccess.bsuId })
    .from(staffAccess)
    .where(eq(staffAccess.userId, user.id))
    .limit(1);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    access: access ?? null,
  };
}

/**
 * A new sign-in (a token family, with the device it came from, and its audit row, in one
 * transaction) and the answer that carries it.
 */
export async function signedIn(c: Context<AppEnv>, { db, env }: AppDeps, user: User, address: string) {
  const device = {
    userAgent: c.req.header(USER_AGENT_HEADER) ?? c.req.header('user-agent'),
    address: address === UNKNOWN_ADDRESS ? null : address,
  };
  const pair = await db.transaction(async (tx) => {
    const started = await startFamily(tx, env, user, device);
    await auditSignIn(tx, user.id, device);
    return started;
  });
  return {
    message: c.var.t('api.loginSuccess'),
    jwt_token: pair.accessToken,
    jwt_refresh_token: pair.refreshToken,
    expires_in: pair.expiresIn,
    user: await sessionUser(db, user),
    device_token: issueDeviceToken(env, user.id),
  };
}
