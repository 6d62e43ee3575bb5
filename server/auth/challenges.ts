// The sign-in challenge: the password was right, the second factor is still to come. Random (32
// bytes), kept only as its SHA-256, valid five minutes, used once; five wrong codes end it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInChallenges, users } from '../db/schema';
import { stampOnce } from '../db/stamp-once';
import { sha256 } from './totp';

export const CHALLENGE_TTL_S = 5 * 60;
/** Wrong codes one challenge takes before it ends (the sign-in throttle still counts each one). */
export const CHALLENGE_MAX_FAILURES = 5;

export async function issueChallenge(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The clock of this process, as the throttle's (failures since the challenge are counted by it).
  const now = Date.now();
  await db.insert(signInChallenges).values({
    userId,
    tokenHash: sha256(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + CHALLENGE_TTL_S * 1000),
  });
  return token;
}

/** The live challenge (unused, unexpired) and its person, or undefined. */
export async function findChallenge(db: Db, token: string) {
  const [row] = await db
    .select({ id: signInChallenges.id, createdAt: signInChallenges.createdAt, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, sha256(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Uses the challenge up; false when another request already did (the conditional update is the lock). */
export async function spendChallenge(db: Db, id: string): Promise<boolean> {
  return stampOnce(db, signInChallenges, 'usedAt', id);
}
