// Sign-in bookkeeping: token families and their refresh tokens, and failed attempts.
import { char, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt } from './columns';
import { userIdColumn } from './users';

/** A sign-in: every refresh token it rotates through belongs to it; revoking it ends them all. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** What the owner sees in "my sessions": the browser that signed in, from where, when last used. */
    userAgent: varchar('user_agent', { length: 512 }),
    address: varchar('address', { length: 64 }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigIdentity(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The token this one was rotated into, sealed with a key only this token's holder can derive
     * (server/auth/tokens.ts): for a few seconds a second process refreshing at the same moment
     * gets the same successor instead of revoking the sign-in.
     */
    successor: text('successor'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Failed sign-ins, kept for the throttling window (server/auth/throttle.ts): in the database,
 * so the limit holds across processes. `account` is the lower-cased email as typed.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigIdentity(),
    account: varchar('account', { length: 255 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_address_idx').on(t.address, t.failedAt)],
);
