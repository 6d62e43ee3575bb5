// Administrators (SPEC "Data User"). People behind banks and customers are users too, but
// they are edited on their own screens; this list holds the back office's own accounts.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ListResponse } from '../../lib/schemas/common';
import type { ListQuery } from '../../lib/schemas/fields';
import type { UserCreateInput, UserItem, UserUpdateInput } from '../../lib/schemas/users';
import type { AuthState } from '../context';
import type { Db, Tx } from '../db/client';
import { auditLog, transactions, users, walletRequests } from '../db/schema';
import { ApiError } from '../errors';
import { hashPassword } from '../auth/passwords';
import { auditDeletes, writeAudit } from './audit';
import { countAll, paged } from './listing';
import { pendingLinkExpiry } from './password-links';
import { ownAccountRow } from './audit';
import { deletePeople, fullName, insertPerson, revokeSignIns, updatePerson } from './people';
import { containsAll, searchable, searchWords } from './search';

const columns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone_number: users.phoneNumber,
  status: users.status,
  has_password: sql<boolean>`${users.passwordHash} is not null`,
  link_expires_at: sql<
    string | null
  >`to_char(${pendingLinkExpiry} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
const admins = eq(users.role, 'admin');

export async function listUsers(db: Db, query: ListQuery): Promise<ListResponse<UserItem>> {
  const where = and(
    admins,
    containsAll(searchable(users.firstName, users.lastName, users.email, users.phoneNumber), searchWords(query.search)),
  );
  return paged<UserItem>(
    db.select(columns).from(users).where(where).orderBy(desc(users.id)).$dynamic(),
    db.select(countAll).from(users).where(where),
    query,
  );
}

export async function getUser(db: Db, id: number): Promise<UserItem | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(admins, eq(users.id, id)))
    .limit(1);
  return row;
}

/** Passwords are hashed before the database transaction opens: argon2 takes a while on purpose. */
export async function prepareUser<T extends { password?: string | undefined }>(input: T) {
  return { ...input, passwordHash: input.password ? await hashPassword(input.password) : undefined };
}

export async function createUser(
  tx: Tx,
  input: UserCreateInput & { passwordHash?: string },
  actor: AuthState,
): Promise<UserItem> {
  const id = await insertPerson(tx, input, 'admin', input.passwordHash);
  const created = (await getUser(tx, id))!;
  await writeAudit(tx, { actorUserId: actor.userId, action: 'create', entity: 'user', entityId: id, after: created });
  return created;
}

export async function updateUser(
  tx: Tx,
  id: number,
  input: UserUpdateInput & { passwordHash?: string },
  actor: AuthState,
): Promise<UserItem> {
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(admins, eq(users.id, id)))
    .for('update');
  if (!locked) throw ApiError.of(404, 'userNotFound');
  if (id === actor.userId && input.status !== 'active')
    throw ApiError.of(409, 'deactivateSelf', undefined, { status: 'api.deactivateSelf' });
  const before = (await getUser(tx, id))!;
  await updatePerson(tx, id, input, input.passwordHash);
  // A new password ends the account's other sign-ins: whoever knew the old one is out.
  if (input.passwordHash) await revokeSignIns(tx, id, id === actor.userId ? actor.familyId : undefined);
  const after = (await getUser(tx, id))!;
  await writeAudit(tx, {
    actorUserId: actor.userId,
    action: 'update',
    entity: 'user',
    entityId: id,
    before,
    after: { ...after, password_changed: Boolean(input.passwordHash) },
  });
  return after;
}

/**
 * An administrator who ever changed data stays, for the audit trail; they can be deactivated.
 * What they did to their own account (set their password, signed out a session) does not count.
 */
async function hasHistory(tx: Tx, userId: number): Promise<boolean> {
  const [acted] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(
          sql`exists (select 1 from ${auditLog} where ${auditLog.actorUserId} = ${userId} and not ${ownAccountRow})`,
          sql`exists (select 1 from ${transactions} where ${transactions.createdBy} = ${userId})`,
          sql`exists (select 1 from ${walletRequests} where ${walletRequests.decidedBy} = ${userId})`,
        ),
      ),
    );
  return acted!.n > 0;
}

export async function deleteUsers(tx: Tx, ids: number[], actor: AuthState): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.userId)) throw ApiError.of(409, 'deleteSelf');
  const found = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(admins, inArray(users.id, unique)))
    .orderBy(users.id)
    .for('update');
  if (found.length !== unique.length) throw ApiError.of(404, 'deleteNotFound');
  for (const user of found)
    if (await hasHistory(tx, user.id)) throw ApiError.of(409, 'userHasHistory', { name: fullName(user) });
  const foundIds = found.map((u) => u.id);
  await auditDeletes(tx, actor.userId, 'user', foundIds, (id) => getUser(tx, id));
  await deletePeople(tx, foundIds);
  return found.length;
}
