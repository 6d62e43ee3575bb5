// Whether this process can serve: the database answers and holds every migration this build
// ships. Drizzle's migrator records each applied migration by its journal timestamp
// (drizzle.__drizzle_migrations.created_at = the journal entry's `when`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

/** A database that has not answered by then counts as unavailable: probes have short timeouts. */
export const READY_TIMEOUT_MS = 2000;

let shipped: Promise<string[]> | undefined;
/** The `when` of every migration in the journal, read once. */
function shippedMigrations(): Promise<string[]> {
  shipped ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) =>
    (JSON.parse(text) as { entries: { when: number }[] }).entries.map((entry) => String(entry.when)),
  );
  return shipped;
}

async function check(db: Db): Promise<boolean> {
  const expected = await shippedMigrations();
  const result = (await db.execute(
    sql`select created_at::text as at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows?: { at: string }[] } & { at: string }[];
  const applied = new Set((result.rows ?? [...result]).map((row) => row.at));
  return expected.every((when) => applied.has(when));
}

/** True when ready; false on any failure, a missing migration, or no answer in READY_TIMEOUT_MS. */
export async function databaseReady(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(db).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
