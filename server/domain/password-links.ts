// Single-use set-password links: an administrator invites a new colleague (no password is ever
// handed over) or issues a reset; a person who forgot their password asks for one by email.
// Only the SHA-256 of a link's secret is stored; a new link revokes the older ones of that person.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordLinkInfo, PasswordLinkPurpose } from '../../lib/schemas/password-links';
import type { AuthState } from '../context';
import type { Db, Tx } from '../db/client';
import { passwordLinks, users } from '../db/schema';
import { ApiError } from '../errors';
import { writeAudit } from './audit';
import { revokeSignIns } from './people';

/** An invitation (or a reset an administrator passes on by hand) waits 48 hours; a reset by mail, 30 minutes. */
export const LINK_TTL_S = { issued: 48 * 3600, mailed: 30 * 60 } as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const admins = eq(users.role, 'admin');
const usable = and(
  isNull(passwordLinks.usedAt),
  isNull(passwordLinks.revokedAt),
  gt(passwordLinks.expiresAt, sql`now()`),
);

export type BackOfficePerson = typeof users.$inferSelect;

/** A back-office account by id (the users list's rows), or 404. */
export async function backOfficePerson(db: Db, id: number): Promise<BackOfficePerson> {
  const [person] = await db
    .select()
    .from(users)
    .where(and(admins, eq(users.id, id)))
    .limit(1);
  if (!person) throw ApiError.of(404, 'notFound');
  return person;
}

/** A back-office account by email as typed (any case), if there is one that may sign in. */
export async function activePersonByEmail(db: Db, email: string): Promise<BackOfficePerson | undefined> {
  const [person] = await db
    .select()
    .from(users)
    .where(and(admins, eq(users.status, 'active'), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return person;
}

type Issue = { person: BackOfficePerson; ttlSeconds: number; actor?: AuthState };

/** Makes a new link for the person (revoking any earlier one) and answers its secret, shown or mailed once. */
export async function issueLink(tx: Tx, { person, ttlSeconds, actor }: Issue) {
  const purpose: PasswordLinkPurpose = person.passwordHash ? 'reset' : 'invite';
  await tx
    .update(passwordLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(passwordLinks.userId, person.id), usable));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await tx.insert(passwordLinks).values({
    userId: person.id,
    purpose,
    tokenHash: hashOf(token),
    createdBy: actor?.userId ?? null,
    expiresAt,
  });
  await writeAudit(tx, {
    actorUserId: actor?.userId ?? person.id,
    action: actor ? 'invite' : 'reset_request',
    entity: 'user',
    entityId: person.id,
    after: { purpose, expires_at: expiresAt.toISOString(), by_email: !actor },
  });
  return { token, purpose, expiresAt };
}

/** Ends the person's waiting links; 404 when there is none. */
export async function revokeLinks(tx: Tx, person: BackOfficePerson, actor: AuthState): Promise<void> {
  const ended = await tx
    .update(passwordLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(passwordLinks.userId, person.id), usable))
    .returning({ purpose: passwordLinks.purpose });
  if (ended.length === 0) throw ApiError.of(404, 'linkNotPending');
  await writeAudit(tx, { actorUserId: actor.userId, action: 'link_revoke', entity: 'user', entityId: person.id });
}

/** The link behind a secret while it still works, with its person; 404 (one message for every reason) otherwise. */
async function usableLink(db: Db, token: string, lock = false) {
  const query = db
    .select({ link: passwordLinks, person: users })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(and(eq(passwordLinks.tokenHash, hashOf(token)), usable, admins, eq(users.status, 'active')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ApiError.of(404, 'linkInvalid');
  return row;
}

export async function inspectLink(db: Db, token: string): Promise<PasswordLinkInfo> {
  const { link, person } = await usableLink(db, token);
  return {
    purpose: link.purpose,
    first_name: person.firstName,
    email: person.email,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** The person behind a working link, for the password's strength check (which knows their name and email). */
export const linkOwner = async (db: Db, token: string) => (await usableLink(db, token)).person;

/**
 * Uses a link once: the new password takes effect and every sign-in of the account ends
 * (whoever had the old password, or a stolen session, is out). Locked, so two uses cannot race.
 */
export async function useLink(tx: Tx, token: string, passwordHash: string): Promise<PasswordLinkPurpose> {
  const { link, person } = await usableLink(tx, token, true);
  await tx
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordLinks.id, link.id));
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, person.id));
  await revokeSignIns(tx, person.id);
  await writeAudit(tx, {
    actorUserId: person.id,
    action: 'password_set',
    entity: 'user',
    entityId: person.id,
    after: { purpose: link.purpose },
  });
  return link.purpose;
}

/** When the person's waiting link (if any) expires: the users list shows an invitation as pending. */
export const pendingLinkExpiry = sql<string | null>`(
  select max(${passwordLinks.expiresAt}) from ${passwordLinks}
  where ${passwordLinks.userId} = ${users.id} and ${passwordLinks.usedAt} is null
    and ${passwordLinks.revokedAt} is null and ${passwordLinks.expiresAt} > now()
)`;
