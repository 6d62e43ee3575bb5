// Administrators (SPEC "Data User"). People behind banks and customers are users too, but
// they are edited on their own screens; this list holds the back office's own accounts.
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../lib/schemas/fields';
import type { UserView } from '../../lib/schemas/master-views';
import { staffScopeOf, type UserCreateInput, type UserItem, type UserUpdateInput } from '../../lib/schemas/users';
import type { AuthState } from '../context';
import type { Db, Tx } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { grantableRoles, type StaffRole } from '../../lib/schemas/access';
import { sessionsChanged } from '../auth/session-state';
import { auditLog, bsus, collectors, staffAccess, transactions, users, walletRequests } from '../db/schema';
import { assertBsu, assertCollector } from './references';
import { assertReach, within, type Scope } from './scope';
import { ApiError } from '../errors';
import { hashPassword } from '../auth/passwords';
import { auditDeletes, auditRead, lockEvery, ownAccountRow, writeAudit } from './audit';
import { headings, sortedBatches, type SheetReader } from './exports';
import { sortedBy, type Sorts } from './list-view';
import { countAll, paged, type ListReader } from './listing';
import { pendingLinkExpiry } from './password-links';
import { deletePeople, fullName, insertPerson, revokeSignIns, updatePerson } from './people';
import { personSortName } from './places';
import { containsAll, searchable, searchWords } from './search';

const staffCollector = alias(collectors, 'staff_collector');
const staffBsu = alias(bsus, 'staff_bsu');
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
  staff_role: staffAccess.role,
  collector_id: staffAccess.collectorId,
  collector_name: staffCollector.trashBankName,
  bsu_id: staffAccess.bsuId,
  bsu_name: staffBsu.trashBankName,
};
const admins = eq(users.role, 'admin');

/** Back-office accounts with their role and the bank it is scoped to (and `extra`, e.g. an export's sort value). */
const selectStaff = <E extends Record<string, SQL>>(db: Db, extra?: E) =>
  db
    .select({ ...(extra as E), ...columns })
    .from(users)
    .leftJoin(staffAccess, eq(staffAccess.userId, users.id))
    .leftJoin(staffCollector, eq(staffCollector.id, staffAccess.collectorId))
    .leftJoin(staffBsu, eq(staffBsu.id, staffAccess.bsuId))
    .$dynamic();

type StaffInput = { staff_role?: StaffRole; collector_id?: number; bsu_id?: number };

/**
 * A role is handed out only by someone who may grant it (a BSI admin: operators of their own
 * unit banks), and only with a bank inside the giver's scope.
 */
export async function admitStaff(tx: Tx, scope: Scope, input: StaffInput, actor: AuthState): Promise<void> {
  if (input.staff_role === undefined) return;
  if (!actor.staff || !grantableRoles(actor.staff.role).includes(input.staff_role))
    throw ApiError.of(403, 'roleNotGrantable');
  if (input.collector_id !== undefined)
    await assertReach(tx, 'collector', scope, collectors.id, [input.collector_id], 'collectorNotFound');
  if (input.bsu_id !== undefined) await assertReach(tx, 'bsu', scope, bsus.id, [input.bsu_id], 'bsuNotFound');
}

/** Writes an account's role and scope (a BSU operator's parent bank follows their unit bank). */
async function setStaffAccess(tx: Tx, userId: number, input: StaffInput) {
  if (input.staff_role === undefined) return;
  const scope = staffScopeOf({ ...input, staff_role: input.staff_role });
  if (scope.collector_id !== undefined) await assertCollector(tx, scope.collector_id, 'collector_id');
  if (scope.bsu_id !== undefined) await assertBsu(tx, scope.bsu_id);
  const access = {
    role: input.staff_role,
    collectorId: scope.collector_id ?? null,
    bsuId: scope.bsu_id ?? null,
  };
  await tx
    .insert(staffAccess)
    .values({ userId, ...access })
    .onConflictDoUpdate({ target: staffAccess.userId, set: access });
}

/** What an account view (lib/schemas/master-views.ts) filters on; `staff_access` is joined. */
function userWhere(query: Pick<ListQuery, 'search'> & UserView, scope: Scope): SQL | undefined {
  return and(
    admins,
    containsAll(searchable(users.firstName, users.lastName, users.email, users.phoneNumber), searchWords(query.search)),
    within('user', scope),
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? eq(staffAccess.role, query.role) : undefined,
  );
}

/** The account list's orders: by creation (the id) or by name (users_name_idx). */
const sorts: Sorts = { created: users.id, name: personSortName };
const orderOf = (sort: UserView['sort'] = '-created') => sortedBy(sorts, users.id, sort);

export const listUsers: ListReader<UserView, UserItem> = async (db, query, scope = null) => {
  const where = userWhere(query, scope);
  return paged<UserItem>(
    selectStaff(db)
      .where(where)
      .orderBy(...orderOf(query.sort)),
    // An account has at most one staff_access row (its key): the join counts each account once.
    db.select(countAll).from(users).leftJoin(staffAccess, eq(staffAccess.userId, users.id)).where(where),
    query,
  );
};

/** The sheet of an account view, every page of it, headed in the caller's language. */
export const userSheet: SheetReader<UserView> = (db, query, scope, t) => {
  const read = (extra: { sortKey: SQL }) => selectStaff(db, extra);
  type Row = Awaited<ReturnType<typeof read>>[number];
  // As the list shows it under the name: the bank the role reaches, or the whole programme.
  const reach = (u: Row) => (u.staff_role ? (u.bsu_name ?? u.collector_name ?? t('users.wholeProgramme')) : null);
  const columns = headings(t, [
    ['columns.fullName', 'text', 28],
    ['columns.email', 'text', 28],
    ['columns.phone', 'text', 16],
    ['users.role', 'text', 20],
    ['users.scope', 'text', 28],
    ['columns.status'],
  ]);
  const order = { sorts, id: users.id, sort: query.sort ?? '-created' };
  const batches = sortedBatches(order, userWhere(query, scope), read, (u) => [
    fullName(u),
    u.email,
    u.phone_number,
    u.staff_role ? t(`users.roles.${u.staff_role}`) : null,
    reach(u),
    t(`status.${u.status}`),
  ]);
  return { name: t('users.title'), columns, batches };
};

export async function getUser(db: Db, id: number): Promise<UserItem | undefined> {
  const [row] = await selectStaff(db)
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
  await setStaffAccess(tx, id, input);
  return auditRead(tx, { actorUserId: actor.userId, action: 'create', entity: 'user', entityId: id }, getUser);
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
  // Nobody changes their own role: an administrator cannot lock themselves out, or raise themselves.
  if (id === actor.userId && input.staff_role !== undefined && input.staff_role !== before.staff_role)
    throw ApiError.of(403, 'roleNotGrantable');
  await updatePerson(tx, id, input, input.passwordHash);
  await setStaffAccess(tx, id, input);
  // A new role or scope takes effect at the account's next request, not when its session state expires.
  if (input.staff_role !== undefined) await sessionsChanged(tx);
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
  if (ids.includes(actor.userId)) throw ApiError.of(409, 'deleteSelf');
  const found = await lockEvery(ids, (unique) =>
    tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(admins, inArray(users.id, unique)))
      .orderBy(users.id)
      .for('update'),
  );
  for (const user of found)
    if (await hasHistory(tx, user.id)) throw ApiError.of(409, 'userHasHistory', { name: fullName(user) });
  const foundIds = found.map((u) => u.id);
  await auditDeletes(tx, actor.userId, 'user', foundIds, (id) => getUser(tx, id));
  await deletePeople(tx, foundIds);
  return found.length;
}
