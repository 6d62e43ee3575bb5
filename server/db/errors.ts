// What the database said, whichever driver said it. Drizzle wraps driver errors in
// DrizzleQueryError (cause); PGlite names the constraint `constraint`, postgres.js
// `constraint_name`.
type PgError = { code?: string; constraint?: string; constraint_name?: string };

function pgError(err: unknown): PgError | undefined {
  for (let current = err, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
  }
  return undefined;
}

/** The unique index a write ran into (23505), if that is what failed. */
export function uniqueViolation(err: unknown): string | undefined {
  const pg = pgError(err);
  return pg?.code === '23505' ? (pg.constraint ?? pg.constraint_name ?? '') : undefined;
}

/** A foreign key still pointing at a row being deleted (23503). */
export function foreignKeyViolation(err: unknown): string | undefined {
  const pg = pgError(err);
  return pg?.code === '23503' ? (pg.constraint ?? pg.constraint_name ?? '') : undefined;
}

/**
 * A value too large for its column (22003): a transaction's amount past numeric(16, 2), a
 * stock past numeric(14, 3). Each input is within its own bounds; what they add up to is not.
 */
export function numericOverflow(err: unknown): boolean {
  return pgError(err)?.code === '22003';
}

/** Serialization failure or deadlock: the same request may simply be tried again. */
export function isRetryable(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '40001' || code === '40P01';
}
