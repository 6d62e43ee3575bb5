// Access tokens are short-lived JWTs naming their refresh family; refresh tokens are random,
// stored only as SHA-256, rotate on every use, and one presented again after the few seconds a
// racing refresh may take revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens, tokenFamilies, users } from '../db/schema';
import type { ServerEnv } from '../env';
import { stampOnce } from '../db/stamp-once';
import { sessionsChanged } from './session-state';
import { openSuccessor, sealSuccessor } from './successor';

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
  await sessionsChanged(db, familyId);
  return stampOnce(db, tokenFamilies, 'revokedAt', familyId);
}

/**
 * How long a rotated refresh token still opens its successor: two processes refreshing one
 * sign-in at the same moment (a browser's parallel requests behind a load balancer) get the same
 * next token. Presented later, a rotated token is a copy in someone else's hands.
 */
export const ROTATION_GRACE_SECONDS = 10;
/** How many rotations within the grace a late copy follows to the sign-in's newest token. */
const MAX_CHAIN = 5;

async function findToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      successor: refreshTokens.successor,
      inGrace: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`,
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

/**
 * Rotates `refreshToken` into a new one in one transaction; false when another request rotated it
 * first (on PostgreSQL the conditional update waits for that request's commit, then finds it stamped).
 */
async function rotateInto(db: Db, row: { id: number; family: { id: string } }, refreshToken: string, next: string) {
  return db.transaction(async (tx) => {
    const [stamped] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()`, successor: sealSuccessor(refreshToken, next) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (!stamped) return false;
    await tx.insert(refreshTokens).values({ familyId: row.family.id, tokenHash: sha256(next) });
    // A refresh is the sign-in being used: "last seen" in my sessions.
    await tx
      .update(tokenFamilies)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(tokenFamilies.id, row.family.id));
    return true;
  });
}

/** The newest token of the sign-in, reached from a token rotated within the grace; null otherwise. */
async function newestWithinGrace(db: Db, refreshToken: string): Promise<string | null> {
  let token = refreshToken;
  for (let step = 0; step <= MAX_CHAIN; step++) {
    const row = await findToken(db, token);
    if (!row || row.family.revokedAt) return null;
    if (!row.rotatedAt) return step > 0 ? token : null;
    const next = row.inGrace && row.successor ? openSuccessor(token, row.successor) : null;
    if (!next) return null;
    token = next;
  }
  return null;
}

/**
 * Rotates a refresh token. A token rotated seconds ago answers with the sign-in's newest token
 * (ROTATION_GRACE_SECONDS); one rotated before that is theft and revokes the whole sign-in.
 * Returns null when the token is unknown, expired, revoked or reused.
 */
export async function rotate(db: Db, env: ServerEnv, refreshToken: string) {
  const row = await findToken(db, refreshToken);
  if (!row || row.family.revokedAt || row.family.expiresAt.getTime() <= Date.now()) return null;
  if (row.user.status !== 'active') {
    await revokeFamily(db, row.family.id);
    return null;
  }
  let next: string | null = randomBytes(32).toString('base64url');
  if (row.rotatedAt || !(await rotateInto(db, row, refreshToken, next)))
    next = await newestWithinGrace(db, refreshToken);
  if (!next) {
    // A rotated token presented again, past the grace: a copy is in someone else's hands.
    await revokeFamily(db, row.family.id);
    return null;
  }
  const accessToken = await signAccessToken(env, { userId: row.user.id, familyId: row.family.id, role: row.user.role });
  return { accessToken, refreshToken: next, expiresIn: env.ACCESS_TOKEN_TTL, userId: row.user.id };
}

/** Ends the sign-in a refresh token belongs to; whose it was when it was still going (the sign-out to audit). */
export async function revokeByRefreshToken(db: Db, refreshToken: string): Promise<number | undefined> {
  const row = await findToken(db, refreshToken);
  if (!row) return undefined;
  return (await revokeFamily(db, row.family.id)) ? row.user.id : undefined;
}
