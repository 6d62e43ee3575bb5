// Every decision that moves money or stock leaves a row here, written in the same database
// transaction as the change itself, so the trail can never disagree with the data.
import { sql } from 'drizzle-orm';
import type { AuthState } from '../context';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { ApiError, type ApiMessageKey } from '../errors';

// 'cancel' joins the listed actions because a cancelled transaction is as much a decision
// as a settled one; the column is free text, so the union is the only place it is named.
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'accept'
  | 'reject'
  | 'settle'
  | 'cancel'
  // A person's own account (server/domain/account.ts): their password, their sign-ins.
  | 'password_change'
  | 'session_revoke'
  // Set-password links (server/domain/password-links.ts): issued, revoked, used.
  | 'invite'
  | 'reset_request'
  | 'link_revoke'
  | 'password_set'
  // Their second factor (server/domain/two-factor.ts).
  | 'two_factor_enable'
  | 'two_factor_disable'
  | 'recovery_codes_regenerate'
  | 'recovery_code_use'
  // Signing in and out (server/auth/sign-in-audit.ts, issue 18): who got in and from where, who
  // failed (by the email as typed, no actor), and when an address or an account hit the
  // throttle (once per crossing, not per refused request: the writes stay bounded under attack).
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_out';

/** An audit row of a person acting on their own account (their profile, password, sessions, second factor). */
export const ownAccountRow = sql`(${auditLog.entity} in ('account', 'user') and ${auditLog.entityId} = ${auditLog.actorUserId}::text)`;

/** Who acts, as the routes hand it over (the signed-in user): the audit rows name them. */
export type Actor = Pick<AuthState, 'userId'>;

export type AuditEntry = {
  actorUserId?: number | null;
  action: AuditAction;
  entity: string;
  entityId?: string | number | bigint | null;
  before?: unknown;
  after?: unknown;
};

/** Dates and BigInts are not JSON; turn them into strings before they reach jsonb. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

/**
 * The rows an all-or-nothing change names (each id once), locked by `lock` in id order: every one
 * of them, or a 404 (`missing`) and nothing changes.
 */
export async function lockEvery<T>(
  ids: number[],
  lock: (unique: number[]) => PromiseLike<T[]>,
  missing: ApiMessageKey = 'deleteNotFound',
): Promise<T[]> {
  const unique = [...new Set(ids)];
  const found = await lock(unique);
  if (found.length !== unique.length) throw ApiError.of(404, missing);
  return found;
}

/**
 * A removal leaves one audit row per record with what it was: read each one (`before`) while it
 * still exists, so call this before deleting them.
 */
export async function auditDeletes(
  tx: Db,
  actorUserId: number,
  entity: string,
  ids: number[],
  before: (id: number) => Promise<unknown>,
): Promise<void> {
  for (const id of ids)
    await writeAudit(tx, { actorUserId, action: 'delete', entity, entityId: id, before: await before(id) });
}

/**
 * Reads a record just created or updated as the API answers it, and audits that (`after`): the
 * trail keeps exactly what the caller was told.
 */
export async function auditRead<T>(
  tx: Db,
  entry: Omit<AuditEntry, 'entityId' | 'after'> & { entityId: number },
  read: (tx: Db, id: number) => Promise<T | undefined>,
): Promise<T> {
  const after = (await read(tx, entry.entityId))!;
  await writeAudit(tx, { ...entry, after });
  return after;
}

type Decided = Pick<AuditEntry, 'actorUserId' | 'action' | 'entity' | 'entityId'>;

/**
 * A pending record decided, which happens once (a transaction settled or cancelled, a wallet
 * request accepted or rejected): the trail shows it left 'pending', and what it became.
 */
export const auditDecision = (tx: Db, decided: Decided, after: Record<string, unknown>) =>
  writeAudit(tx, { ...decided, before: { status: 'pending' }, after });

/** Accepts a transaction (Tx is a Db) so the audit row commits or rolls back with the change. */
export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}
