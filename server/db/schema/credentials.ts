// What proves who someone is besides the password: single-use links that set a password
// (an invitation, a reset), and the second factor (TOTP) with its recovery codes.
import { char, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt } from './columns';
import { users, userIdColumn } from './users';

/** Why a set-password link was made: a new account's invitation, or a forgotten password. */
export const passwordLinkPurposes = ['invite', 'reset'] as const;

/**
 * A single-use link that sets a person's password. Only the SHA-256 of its secret is kept; the
 * link works until `expires_at`, once, unless revoked (a newer link revokes the older ones).
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    purpose: varchar('purpose', { length: 16, enum: passwordLinkPurposes }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** The administrator who issued it; null when the person asked for it (forgot password). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_links_token_key').on(t.tokenHash), index('password_links_user_idx').on(t.userId)],
);

/**
 * The second factor of a person who turned it on: the TOTP secret (sealed with the server's key,
 * never stored in the clear), when it was confirmed, and the last time step used (a code works once).
 * A row with `enabled_at` null is an enrolment that has not been confirmed yet.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** Ten single-use codes for the day the phone is lost; only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigIdentity(),
    userId: userIdColumn(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A password was right, the second factor is still to come: the challenge the sign-in's second step answers. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_key').on(t.tokenHash)],
);
