// My account: what every signed-in person may do to their own users row and their own
// sign-ins, whatever their role. Each change leaves an audit row naming the person.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Account, AccountSession, AccountUpdateInput } from '../../lib/schemas/account';
import type { Translate } from '../../lib/shared/catalog';
import type { Locale } from '../../lib/shared/locales';
import { assertStrongPassword, personalWords } from '../auth/password-strength';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeFamily } from '../auth/tokens';
import type { AuthState } from '../context';
import type { Db, Tx } from '../db/client';
import { tokenFamilies, users } from '../db/schema';
import { ApiError } from '../errors';
import { writeAudit, type AuditAction } from './audit';
import { assertContactsFree, revokeSignIns } from './people';

const accountColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
  language: sql<Locale | null>`${users.language}`,
};

export async function getAccount(db: Db, userId: number): Promise<Account> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw ApiError.of(401, 'unauthenticated');
  return row;
}

export async function updateAccount(tx: Tx, input: AccountUpdateInput, actor: AuthState): Promise<Account> {
  const before = await getAccount(tx, actor.userId);
  await assertContactsFree(tx, input, actor.userId);
  await tx
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phoneNumber: input.phone_number,
      language: input.language,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, actor.userId));
  const after = await getAccount(tx, actor.userId);
  await auditOwn(tx, actor, 'update', { before, after });
  return after;
}

/**
 * Checks the current password and the new one's strength (both before any write: argon2 and
 * zxcvbn take a while on purpose), and answers the new hash. A wrong current password is a
 * field error, never a 401: the person stays signed in.
 */
export async function preparePasswordChange(
  db: Db,
  t: Translate,
  actor: AuthState,
  input: { current_password: string; new_password: string },
): Promise<string> {
  const [me] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!me) throw ApiError.of(401, 'unauthenticated');
  if (!me.passwordHash || !(await verifyPassword(me.passwordHash, input.current_password)))
    throw ApiError.field('current_password', 'api.currentPasswordWrong');
  if (input.new_password === input.current_password)
    throw ApiError.field('new_password', 'validation.passwordUnchanged');
  assertStrongPassword(t, input.new_password, personalWords(me));
  return hashPassword(input.new_password);
}

/** The new password takes effect and every other sign-in of mine ends: whoever knew the old one is out. */
export async function changePassword(tx: Tx, passwordHash: string, actor: AuthState): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, actor.userId));
  await revokeSignIns(tx, actor.userId, actor.familyId);
  await auditOwn(tx, actor, 'password_change');
}

/** An audit row of a change the person made to their own account. */
const auditOwn = (tx: Tx, actor: AuthState, action: AuditAction, change: { before?: unknown; after?: unknown } = {}) =>
  writeAudit(tx, { actorUserId: actor.userId, action, entity: 'account', entityId: actor.userId, ...change });

const alive = (userId: number) =>
  and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), gt(tokenFamilies.expiresAt, sql`now()`));

/** My sign-ins that still work, the one making this request first, then the most recently used. */
export async function listSessions(db: Db, actor: AuthState): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: tokenFamilies.id,
      user_agent: tokenFamilies.userAgent,
      address: tokenFamilies.address,
      createdAt: tokenFamilies.createdAt,
      lastSeenAt: tokenFamilies.lastSeenAt,
    })
    .from(tokenFamilies)
    .where(alive(actor.userId))
    .orderBy(desc(tokenFamilies.lastSeenAt), desc(tokenFamilies.createdAt))
    .limit(100);
  return rows
    .map(({ createdAt, lastSeenAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
      last_seen_at: lastSeenAt.toISOString(),
      current: row.id === actor.familyId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of my sign-ins; another person's, or one already ended, is not found. */
export async function revokeSession(tx: Tx, familyId: string, actor: AuthState): Promise<void> {
  const [mine] = await tx
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(and(alive(actor.userId), eq(tokenFamilies.id, familyId)))
    .for('update');
  if (!mine) throw ApiError.of(404, 'sessionNotFound');
  await revokeFamily(tx, familyId);
  await auditOwn(tx, actor, 'session_revoke', { before: { session: familyId } });
}

/** "Sign out everywhere": every sign-in of mine ends, this one included. */
export async function revokeAllSessions(tx: Tx, actor: AuthState): Promise<void> {
  await revokeSignIns(tx, actor.userId);
  await auditOwn(tx, actor, 'session_revoke', { after: { all: true } });
}
