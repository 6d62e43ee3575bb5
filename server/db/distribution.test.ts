// Every table has its place in the distribution plan (issue 20): a new table that names none
// fails here, so the plan in server/db/distribution.ts stays the whole database.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { PERSON_TABLES, REFERENCE_TABLES, SUMMARY_TABLES, TENANT_KEYS } from './distribution';

const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

describe('the distribution plan', () => {
  it('places every table in exactly one group', () => {
    const placed = [...Object.keys(TENANT_KEYS), ...REFERENCE_TABLES, ...PERSON_TABLES, ...SUMMARY_TABLES];
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(tables.map((t) => getTableName(t)).sort());
  });

  it('gives each table distributed by parent bank its key as a required column', () => {
    for (const [name, key] of Object.entries(TENANT_KEYS)) {
      const table = tables.find((t) => getTableName(t) === name)!;
      const column = Object.values(table).find((c: { name?: string }) => c?.name === key) as { notNull: boolean };
      expect(column?.notNull, `${name}.${key}`).toBe(true);
    }
  });
});
