// Statements whose plan PostgreSQL keeps. drizzle sends every query unnamed: postgres.js asks
// for its description first and PostgreSQL plans it afresh, two round trips and a new plan per
// call (planning the customer page's seven joins is 2.5 ms, its run 0.7 ms). A named statement
// is parsed once per connection, and after its fifth run PostgreSQL may keep one generic plan
// for every value. That plan is right only where the values cannot change it: a key lookup in a
// small table, or a statement with no values at all (its one plan is the plan for its values).
// Where the values decide the plan (a date range, a search, a filter, an offset), a generic
// plan can be many times slower, so those stay unnamed: each use below is chosen, not general.
// PGlite ignores the name; the statement runs as before.
import { sql } from 'drizzle-orm';

type Preparable<T> = { prepare: (name: string) => { execute: () => Promise<T> } };

/** Runs `query` as a named statement when `keep` (its plan cannot depend on its values), else as it is. */
export const keptPlan = <T>(query: Preparable<T> & PromiseLike<T>, keep = true): Promise<T> =>
  keep ? query.prepare('kept').execute() : Promise.resolve(query);

/**
 * A page size written into the statement instead of sent as a value: a bounded number (the
 * lists' schema takes 1–50), so a first page without filters is a statement without values,
 * whose plan is kept. drizzle's limit() is typed for a number and writes this SQL number where
 * the value would go.
 */
export function inlineLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`inlineLimit: not a row count: ${n}`);
  return sql`${n}`.inlineParams() as unknown as number;
}
