// The column kinds every table group uses. Money is numeric(…, 2) and quantities numeric(…, 3):
// exact, never floats; Drizzle hands numerics back as strings, and lib/schemas/money.ts does the arithmetic.
import { bigint, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 16, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });
/** A table's own key, numbered by the database; `bigIdentity` for the tables that grow without end. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const bigIdentity = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
