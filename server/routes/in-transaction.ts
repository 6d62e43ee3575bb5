// Every write of the API runs through here: one database transaction, retried on a
// serialization failure or deadlock, with the database's refusals turned into clear answers.
import type { Db, Tx } from '../db/client';
import { foreignKeyViolation, isRetryable, numericOverflow, uniqueViolation } from '../db/errors';
import { conflictFromIndex } from '../domain/people';
import { ApiError } from '../errors';

const MAX_ATTEMPTS = 3;

/**
 * One database transaction, retried when PostgreSQL reports a serialization failure or a
 * deadlock. A unique index that refuses the write (two people saving the same email at once)
 * answers the same 409 as the check that runs first; a sum or a product too large to store (a
 * huge quantity times a price) answers 422, not a server error.
 */
export async function inTransaction<T>(db: Db, input: unknown, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (isRetryable(err) && attempt < MAX_ATTEMPTS) continue;
      const index = uniqueViolation(err);
      if (index !== undefined) throw conflictFromIndex(index, input as never) ?? ApiError.of(409, 'concurrentChange');
      if (foreignKeyViolation(err) !== undefined || isRetryable(err)) throw ApiError.of(409, 'concurrentChange');
      if (numericOverflow(err)) throw ApiError.of(422, 'numberTooLarge');
      throw err;
    }
  }
}
