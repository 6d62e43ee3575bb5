// Access tokens are short-lived JWTs naming their refresh family; refresh tokens are random,
// stored only as SHA-256, rotate on every use, and a reused one revokes its whole family.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens, tokenFamilies, users } from '../db/schema';
import type { ServerEnv } from '../env';

export type AccessClaims = { userId: number; familyId: string; role: string };

const ISSUER = 'bank-sampah-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const key = (env: ServerEnv) => new TextEncoder().encode(env.JWT_SECRET);
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
export async function verifyAccessToken(env: ServerEnv, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ['HS256'], issuer: ISSUER });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.role !== 'string') return null;
    if (typeof payload.fam !== 'string' || !UUID.test(payload.fam)) return null;
    return { userId, familyId: payload.fam, role: payload.role };
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

export async function startFamily(db: Db, env: ServerEnv, user: { id: number; role: string }) {
  const expiresAt = new Date(Date.now() + env.REFRESH_TOKEN_TTL * 1000);
  const [family] = await db.insert(tokenFamilies).values({ userId: user.id, expiresAt }).returning({ id: tokenFamilies.id });
  return issuePair(db, env, user, family!.id);
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
}

async function findToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: tokenFamilies.revokedAt,
      expiresAt: tokenFamilies.expiresAt,
      userId: users.id,
      role: users.role,
      status: users.status,
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
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  if (row.rotatedAt || row.status !== 'active') {
    // A rotated token presented again means a copy is in someone else's hands.
    await revokeFamily(db, row.familyId);
    return null;
  }
  // The conditional update is the lock: of two concurrent rotations only one wins.
  const won = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (won.length === 0) {
    await revokeFamily(db, row.familyId);
    return null;
  }
  const pair = await issuePair(db, env, { id: row.userId, role: row.role }, row.familyId);
  return { ...pair, userId: row.userId };
}

export async function revokeByRefreshToken(db: Db, refreshToken: string) {
  const row = await findToken(db, refreshToken);
  if (row) await revokeFamily(db, row.familyId);
}

/** What every /strict request checks beyond the signature: family alive, user still active. */
export async function loadSessionState(db: Db, claims: AccessClaims) {
  const [row] = await db
    .select({ revokedAt: tokenFamilies.revokedAt, expiresAt: tokenFamilies.expiresAt, status: users.status, role: users.role })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .where(and(eq(tokenFamilies.id, claims.familyId), eq(tokenFamilies.userId, claims.userId)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.status !== 'active') return null;
  return { userId: claims.userId, role: row.role, familyId: claims.familyId };
}
