// OWASP's "device cookie" (Slow Down Online Guessing Attacks with Device Cookies): a successful
// sign-in hands the device a token naming the account; a later sign-in to that account that
// shows it is exempt from the per-address limit, so someone guessing many accounts from a shared
// address (an office, a carrier's NAT) does not lock out the people who work there. The
// per-account-and-address limit still applies. Stateless: an HMAC, no database row.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_DEVICE_TOKEN } from '../../lib/schemas/auth';
import type { ServerEnv } from '../env';

const VERSION = 'v1';
export const DEVICE_TOKEN_TTL_S = 180 * 24 * 60 * 60;
/** A token stamped this far in the future (clocks of several processes) still counts. */
const MAX_SKEW_S = 60;
const SHAPE = /^v1\.([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

// A key of its own, derived from JWT_SECRET: a device token is never a valid anything else.
const keys = new WeakMap<ServerEnv, Buffer>();
function key(env: ServerEnv): Buffer {
  let bytes = keys.get(env);
  if (!bytes) {
    bytes = createHmac('sha256', env.JWT_SECRET).update('bank-sampah device token v1').digest();
    keys.set(env, bytes);
  }
  return bytes;
}
const mac = (env: ServerEnv, payload: string) => createHmac('sha256', key(env)).update(payload).digest('base64url');

/** `v1.<userId>.<issued at, seconds>.<nonce>.<HMAC-SHA-256 of the rest>`. */
export function issueDeviceToken(env: ServerEnv, userId: number, now = Date.now()): string {
  const payload = `${VERSION}.${userId}.${Math.floor(now / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(env, payload)}`;
}

/** The account a genuine, unexpired device token names; null for anything else. */
export function deviceTokenUser(env: ServerEnv, token: string | undefined, now = Date.now()): number | null {
  if (!token || token.length > MAX_DEVICE_TOKEN) return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(env, token.slice(0, token.lastIndexOf('.'))));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const age = now / 1000 - Number(match[2]);
  if (age < -MAX_SKEW_S || age > DEVICE_TOKEN_TTL_S) return null;
  return Number(match[1]);
}
