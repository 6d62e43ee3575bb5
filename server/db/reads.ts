// Where a read goes. With a read replica (DATABASE_REPLICA_URL), lists, reports and exports read
// from it (c.var.reader); everything else, and every write, uses the primary. A sign-in that
// wrote in the last READ_YOUR_WRITES_MS reads from the primary too, so what it has just saved
// is in the list it reads next, whatever the replica's lag: each API process notes its own
// writes at once, and hears of the other processes' through PostgreSQL's NOTIFY.
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Database, Db } from './client';

const CHANNEL = 'bank_sampah_writes';
export const READ_YOUR_WRITES_MS = 10_000;
const MAX_WRITERS = 10_000;
/** Per sign-in (token family): when it last wrote, in this process's clock. */
const wroteAt = new Map<string, number>();

function noteWrite(familyId: string) {
  if (wroteAt.size >= MAX_WRITERS) {
    const cutoff = Date.now() - READ_YOUR_WRITES_MS;
    for (const [family, at] of wroteAt) if (at < cutoff) wroteAt.delete(family);
    if (wroteAt.size >= MAX_WRITERS) wroteAt.clear();
  }
  wroteAt.set(familyId, Date.now());
}

const wroteRecently = (familyId: string) => Date.now() - (wroteAt.get(familyId) ?? -Infinity) < READ_YOUR_WRITES_MS;

/** Hears of the writes made through the other API processes on the same primary. */
export const followWrites = (primary: Database) => primary.listen(CHANNEL, noteWrite);

/**
 * For the signed-in routes (after requireAuth): sets `reader` (the replica, or the primary when
 * there is none or the sign-in wrote just now) and, after a successful write, notes and tells it.
 */
export function readRouting({ db, replica }: { db: Db; replica?: Db }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { familyId } = c.get('auth');
    c.set('reader', replica && !wroteRecently(familyId) ? replica : db);
    await next();
    if (replica && c.req.method !== 'GET' && c.res.status < 400) {
      noteWrite(familyId);
      await db.execute(sql`select pg_notify(${CHANNEL}, ${familyId})`);
    }
  });
}
