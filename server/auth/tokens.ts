// Access tokens are short-lived JWTs naming their refresh family; refresh tokens are random,
// stored only as SHA-256, rotate on every use, and a reused one revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import type { AuthState } from '../context';
import { bsus, refreshTokens, staffAccess, tokenFamilies, users } from '../db/schema';
import type { ServerEnv } from '../env';
import { stampOnce } from '../db/stamp-once';

export type AccessClaims = { userId: number; familyId: string; role: string };

const ISSUER = 'bank-sampah-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// One key object per configuration: jose remembers the imported key per object.
const keys = new WeakMap<ServerEnv, Uint8Array>();
function key(env: ServerEnv): Uint8Array {
  let bytes = keys.get(env);
  if (!bytes) {
    bytes = new TextEncoder().encode(env.JWT_SECRET);
    keys.set(env, bytes);
  }
  return bytes;
}
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signAccessToken(env: ServerEnv, claims: AccessClaims, now = Date.now()) {
  return new SignJWT({ fam: claims.familyId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + env.ACCESS_TOKEN_TTL)
    .sign(key(env));
}

/** Verifies signature, algorithm, issuer and expiry; returns null for anything not ours. */
/**
 * A valid signature stays valid: a token verified once is remembered until it expires, so the
 * HMAC is not checked again at every request. Revocation is not the signature's business (the
 * session state below is checked at every request all the same).
 */
const verified = new Map<string, { claims: AccessClaims; exp: number }>();
const MAX_VERIFIED = 10_000;

export async function verifyAccessToken(env: ServerEnv, token: string, now = Date.now()): Promise<AccessClaims | null> {
  const hit = verified.get(token);
  if (hit) {
    if (now < hit.exp) return hit.claims;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, key(env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(now),
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.role !== 'string') return null;
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) return null;
    const claims = { userId, familyId: payload.fam, role: payload.role };
    if (typeof payload.exp === 'number') {
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, { claims, exp: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

async function issuePair(db: Db, env: ServerEnv, user: { id: number; role: string }, familyId: string) {
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({ familyId, tokenHash: sha256(refreshToken) });
  const accessToken = await signAccessToken(env, { userId: user.id, familyId, role: user.role });
  return { accessToken, refreshToken, expiresIn: env.ACCESS_TOKEN_TTL };
}

/** Where a sign-in came from, as its owner later sees it in "my sessions". */
export type SignInDevice = { userAgent?: string | null; address?: string | null };

export async function startFamily(
  db: Db,
  env: ServerEnv,
  user: { id: number; role: string },
  device: SignInDevice = {},
) {
  const expiresAt = new Date(Date.now() + env.REFRESH_TOKEN_TTL * 1000);
  const [family] = await db
    .insert(tokenFamilies)
    .values({
      userId: user.id,
      expiresAt,
      userAgent: device.userAgent?.slice(0, 512) || null,
      address: device.address?.slice(0, 64) || null,
    })
    .returning({ id: tokenFamilies.id });
  return issuePair(db, env, user, family!.id);
}

/** Ends a sign-in; true when it was still going (false: revoked before). */
export async function revokeFamily(db: Db, familyId: string): Promise<boolean> {
  forgetSessionState(familyId);
  return stampOnce(db, tokenFamilies, 'revokedAt', familyId);
}

async function findToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      family: { id: refreshTokens.familyId, revokedAt: tokenFamilies.revokedAt, expiresAt: tokenFamilies.expiresAt },
      user: { id: users.id, role: users.role, status: users.status },
    })
    .from(refreshTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, refreshTokens.familyId))
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  return row;
}

/** Rotates a refresh token. Returns null when it is unknown, expired, revoked or reused. */
export async function rotate(db: Db, env: ServerEnv, refreshToken: string) {
  const row = await findToken(db, refreshToken);
  if (!row || row.family.revokedAt || row.family.expiresAt.getTime() <= Date.now()) return null;
  if (row.rotatedAt || row.user.status !== 'active') {
    // A rotated token presented again means a copy is in someone else's hands.
    await revokeFamily(db, row.family.id);
    return null;
  }
  // Of two concurrent rotations only one wins (stampOnce's conditional update is the lock).
  const won = await stampOnce(db, refreshTokens, 'rotatedAt', row.id);
  if (!won) {
    await revokeFamily(db, row.family.id);
    return null;
  }
  // A refresh is the sign-in being used: "last seen" in my sessions.
  await db
    .update(tokenFamilies)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(tokenFamilies.id, row.family.id));
  const pair = await issuePair(db, env, row.user, row.family.id);
  return { ...pair, userId: row.user.id };
}

/** Ends the sign-in a refresh token belongs to; whose it was when it was still going (the sign-out to audit). */
export async function revokeByRefreshToken(db: Db, refreshToken: string): Promise<number | undefined> {
  const row = await findToken(db, refreshToken);
  if (!row) return undefined;
  return (await revokeFamily(db, row.family.id)) ? row.user.id : undefined;
}

/**
 * Recent answers of loadSessionState, per sign-in. A list request then costs its own queries
 * only, not one more to look at the sign-in: a revocation or a deactivation elsewhere takes
 * effect within SESSION_STATE_TTL_MS (here at once: this process forgets on revoking,
 * deactivating and deleting).
 */
export const SESSION_STATE_TTL_MS = 2000;
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, { state: AuthState | null; until: number }>();

export function forgetSessionState(familyId?: string) {
  if (familyId) remembered.delete(familyId);
  else remembered.clear();
}

/** What every /strict request checks beyond the signature: family alive, user still active. */
export async function loadSessionState(db: Db, claims: AccessClaims, now = Date.now()) {
  const hit = remembered.get(claims.familyId);
  if (hit && hit.until > now && (hit.state === null || hit.state.userId === claims.userId)) return hit.state;
  const [row] = await db
    .select({
      revokedAt: tokenFamilies.revokedAt,
      expiresAt: tokenFamilies.expiresAt,
      status: users.status,
      role: users.role,
      staffRole: staffAccess.role,
      // A BSU operator's parent bank is their unit bank's, wherever that bank now belongs.
      collectorId: sql<number | null>`coalesce(${staffAccess.collectorId}, ${bsus.collectorId})`,
      bsuId: staffAccess.bsuId,
    })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .leftJoin(staffAccess, eq(staffAccess.userId, users.id))
    .leftJoin(bsus, eq(bsus.id, staffAccess.bsuId))
    .where(and(eq(tokenFamilies.id, claims.familyId), eq(tokenFamilies.userId, claims.userId)))
    .limit(1);
  const alive = row && !row.revokedAt && row.expiresAt.getTime() > now && row.status === 'active';
  const staff =
    row?.role === 'admin' && row.staffRole
      ? { role: row.staffRole, collectorId: row.collectorId, bsuId: row.bsuId }
      : null;
  const state: AuthState | null = alive
    ? { userId: claims.userId, role: row.role, familyId: claims.familyId, staff }
    : null;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(claims.familyId, {
    state,
    until: now + Math.min(SESSION_STATE_TTL_MS, alive ? row.expiresAt.getTime() - now : SESSION_STATE_TTL_MS),
  });
  return state;
}
