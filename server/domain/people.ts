// A person: the users row behind an administrator, a bank's person in charge or a customer.
// Email (case-insensitive) and phone number are unique across all of them.
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatus } from '../../lib/schemas/fields';
import type { Db, Tx } from '../db/client';
import { ownAccountRow } from './audit';
import {
  auditLog,
  passwordLinks,
  recoveryCodes,
  refreshTokens,
  signInChallenges,
  tokenFamilies,
  totpFactors,
  users,
  walletLedger,
  walletRequests,
  wallets,
} from '../db/schema';
import { sessionsChanged } from '../auth/session-state';
import { ApiError, type FieldErrors } from '../errors';

export type Role = 'admin' | 'collector' | 'unit' | 'customer';
export type PersonInput = {
  first_name: string;
  last_name: string | null;
  email: string | null;
  phone_number: string;
  status: UserStatus;
};

export const fullName = (person: {
  first_name?: string;
  firstName?: string;
  last_name?: string | null;
  lastName?: string | null;
}) => [person.first_name ?? person.firstName, person.last_name ?? person.lastName].filter(Boolean).join(' ');

/** What must be unique to one person: the message that says it is taken, and its placeholder. */
const uniqueFields = {
  email: { key: 'emailTaken', placeholder: 'email' },
  phone_number: { key: 'phoneTaken', placeholder: 'phone' },
  nik: { key: 'nikTaken', placeholder: 'nik' },
} as const;
type UniqueField = keyof typeof uniqueFields;

const takenMessage = (field: UniqueField, value: string) => {
  const { key, placeholder } = uniqueFields[field];
  return { key: `api.${key}`, values: { [placeholder]: value } };
};

/** 409 that `value` of `field` belongs to someone else, said on the field too. */
export function takenError(field: UniqueField, value: string): ApiError {
  const message = takenMessage(field, value);
  return new ApiError(409, message.key, message.values, { [field]: message });
}

/** 409 naming every contact already taken by someone else, each on its field. */
export async function assertContactsFree(
  tx: Db,
  person: Pick<PersonInput, 'email' | 'phone_number'>,
  exceptUserId?: number,
): Promise<void> {
  const same: SQL[] = [eq(users.phoneNumber, person.phone_number)];
  if (person.email) same.push(sql`lower(${users.email}) = ${person.email.toLowerCase()}`);
  const where = exceptUserId === undefined ? or(...same) : and(or(...same), ne(users.id, exceptUserId));
  const taken = await tx.select({ email: users.email, phone: users.phoneNumber }).from(users).where(where).limit(2);
  const fields: FieldErrors = {};
  if (person.email && taken.some((t) => t.email?.toLowerCase() === person.email!.toLowerCase()))
    fields.email = takenMessage('email', person.email);
  if (taken.some((t) => t.phone === person.phone_number))
    fields.phone_number = takenMessage('phone_number', person.phone_number);
  const first = fields.email ?? fields.phone_number;
  if (first && typeof first !== 'string') throw new ApiError(409, first.key, first.values, fields);
}

/** The unique index behind each of those fields, as PostgreSQL names it when it refuses a write. */
const fieldOfIndex = new Map<string, UniqueField>([
  ['users_email_lower_key', 'email'],
  ['users_phone_number_key', 'phone_number'],
  ['customers_nik_key', 'nik'],
]);

/** A unique index refused a write that raced our check: the same 409 the check would give. */
export function conflictFromIndex(
  index: string,
  input: { email?: string | null; phone_number?: string; nik?: string },
): ApiError | undefined {
  const field = fieldOfIndex.get(index);
  return field && takenError(field, input[field] ?? '');
}

const personValues = (person: PersonInput) => ({
  firstName: person.first_name,
  lastName: person.last_name,
  email: person.email,
  phoneNumber: person.phone_number,
  status: person.status,
});

export async function insertPerson(tx: Tx, person: PersonInput, role: Role, passwordHash?: string): Promise<number> {
  await assertContactsFree(tx, person);
  const [row] = await tx
    .insert(users)
    .values({ ...personValues(person), role, passwordHash: passwordHash ?? null })
    .returning({ id: users.id });
  return row!.id;
}

export async function updatePerson(tx: Tx, userId: number, person: PersonInput, passwordHash?: string): Promise<void> {
  await assertContactsFree(tx, person, userId);
  // A deactivated person's sign-ins stop at once, in every process.
  if (person.status !== 'active') await sessionsChanged(tx);
  await tx
    .update(users)
    .set({ ...personValues(person), ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Ends every sign-in of a user (password changed, account removed), except `keepFamily`. */
export async function revokeSignIns(tx: Tx, userId: number, keepFamily?: string): Promise<void> {
  const where = keepFamily
    ? and(eq(tokenFamilies.userId, userId), ne(tokenFamilies.id, keepFamily))
    : eq(tokenFamilies.userId, userId);
  await tx
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(and(where, sql`${tokenFamilies.revokedAt} is null`));
  await sessionsChanged(tx);
}

/** Whether the person's wallet has ever moved money or been asked to. */
export async function hasWalletHistory(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(
      and(
        eq(wallets.userId, userId),
        or(
          sql`exists (select 1 from ${walletLedger} where ${walletLedger.walletId} = ${wallets.id})`,
          sql`exists (select 1 from ${walletRequests} where ${walletRequests.walletId} = ${wallets.id})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Removes people whose records are already gone: sign-ins, an empty wallet, the user row. */
export async function deletePeople(tx: Tx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const families = tx
    .select({ id: tokenFamilies.id })
    .from(tokenFamilies)
    .where(inArray(tokenFamilies.userId, userIds));
  await tx.delete(refreshTokens).where(inArray(refreshTokens.familyId, families));
  const ended = await tx
    .delete(tokenFamilies)
    .where(inArray(tokenFamilies.userId, userIds))
    .returning({ id: tokenFamilies.id });
  // Their sign-ins stop at once in every process, not when the remembered session state runs out.
  if (ended.length > 0) await sessionsChanged(tx);
  await tx.delete(wallets).where(inArray(wallets.userId, userIds));
  // The rows of what they did to their own account stay, about them but by nobody any more.
  await tx
    .update(auditLog)
    .set({ actorUserId: null })
    .where(and(inArray(auditLog.actorUserId, userIds), ownAccountRow));
  // Their credentials go with them: set-password links, the second factor, pending sign-in steps.
  for (const table of [passwordLinks, recoveryCodes, signInChallenges, totpFactors])
    await tx.delete(table).where(inArray(table.userId, userIds));
  await tx.delete(users).where(inArray(users.id, userIds));
}
