// Startup seeding: regions, the first administrator, then the demo network. One database
// transaction under an advisory lock, so API processes starting together on PostgreSQL take
// turns and the second finds everything in place. Each step checks before it writes, which
// makes a second run (or a restart) a no-op.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ServerEnv } from '../env';
import { adminLogLines, seedAdmin } from './admin';
import { seedDemo, type DemoSummary } from './demo';
import { seedRegions, type RegionCounts, type RegionSelection } from './regions';

export type SeedOptions = { log: (line: string) => void; regions?: RegionSelection };
export type SeedReport = {
  regions?: RegionCounts;
  admin: { created: boolean; email: string | null };
  demo?: DemoSummary;
};

export async function seed(db: Db, env: ServerEnv, opts: SeedOptions): Promise<SeedReport> {
  // Lines wait for the commit: a password printed for a transaction that then rolled back
  // would be a password for an account that does not exist.
  const lines: string[] = [];
  const buffer = (line: string) => lines.push(line);
  const { report, adminLines } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-sampah:seed'))`);
    const regions = await seedRegions(tx, { regions: opts.regions ?? 'all', log: buffer });
    const admin = await seedAdmin(tx, env);
    const demo = await seedDemo(tx, env, { log: buffer });
    const report: SeedReport = { regions, admin: { created: admin.created, email: admin.email }, demo };
    return { report, adminLines: adminLogLines(admin) };
  });
  for (const line of [...lines, ...adminLines]) opts.log(line);
  return report;
}
