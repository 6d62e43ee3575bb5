// What every /strict request checks beyond the token's signature (the sign-in alive, its person
// active, their role and scope), remembered for a moment per sign-in, and forgotten in every API
// process the moment it changes: this process at once, the others through PostgreSQL's
// LISTEN/NOTIFY, delivered when the change commits.
import { and, eq, sql } from 'drizzle-orm';
import type { AuthState } from '../context';
import type { Database, Db } from '../db/client';
import { bsus, staffAccess, tokenFamilies, users } from '../db/schema';
import type { AccessClaims } from './tokens';

/** The channel on which API processes tell each other that sign-ins changed: a family's id, or `*` for all. */
export const SESSION_CHANNEL = 'bank_sampah_sign_ins';
const ALL = '*';

/**
 * Recent answers of loadSessionState, per sign-in. A list request then costs its own queries
 * only, not one more to look at the sign-in. A change reaches this cache through
 * sessionsChanged (at once, every process); a change made behind the API's back (straight in the
 * database) or a notification lost while the database connection was down takes effect within
 * SESSION_STATE_TTL_MS.
 */
export const SESSION_STATE_TTL_MS = 2000;
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, { state: AuthState | null; until: number }>();

function forget(familyId?: string) {
  if (familyId && familyId !== ALL) remembered.delete(familyId);
  else remembered.clear();
}

/**
 * A sign-in ended (`familyId`), or people's status, role or scope changed (no family: every
 * sign-in is looked at again). This process forgets at once; every process, this one included,
 * forgets again when `db`'s transaction commits, so no request in between remembers the old rows.
 */
export async function sessionsChanged(db: Db, familyId?: string): Promise<void> {
  forget(familyId);
  await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${familyId ?? ALL})`);
}

/** Listens for sessionsChanged of every process on the database; the API does from its start. */
export function followSessionChanges(database: Database): Promise<unknown> {
  return database.listen(SESSION_CHANNEL, (payload) => forget(payload));
}

/** The sign-in's state: alive, of an active person, with their role and scope; null when it is over. */
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
