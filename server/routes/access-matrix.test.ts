// Roles × operations (issue 16): every operation the OpenAPI document publishes under /strict,
// called by each of the five back-office roles on a row inside the caller's scope, and by the
// scoped roles on a row outside it. Allowed: 2xx. Denied: 403, or 404 for a row out of scope;
// and a denial changes nothing. An operation missing from the table (server/test/access-operations.ts) fails the suite:
// a new route must say who may call it.
import { describe, expect, it } from 'vitest';
import { can, staffRoles, type StaffRole } from '../../lib/schemas/access';
import { unchanged, useFixtureApp } from '../test/api';
import { staffCallers, type StaffCallers } from '../test/access-api';
import { operations, type Entry } from '../test/access-operations';
import { testDbKinds } from '../test/databases';
import { publishedOperations } from '../test/fuzz-operations';
import { insertMoreVillages } from '../test/master-data';

/** A role's reach: the treasurer here is programme-wide; the others but the programme admin are scoped. */
const scoped = (role: StaffRole) => role === 'bsi_admin' || role === 'bsu_operator' || role === 'viewer';
const allowed = (role: StaffRole, ability: Entry['ability']) => ability !== 'customer-app' && can(role, ability);

describe.each(testDbKinds)('roles × operations on %s', (kind) => {
  let staff: StaffCallers;
  const ctx = useFixtureApp(kind, async (c) => {
    await insertMoreVillages(c.db);
    staff = await staffCallers(c);
  });

  it('classifies every published operation under /strict (own-account calls are everyone’s)', async () => {
    const table = operations(ctx, () => staff);
    const published = (await publishedOperations())
      .filter((op) => op.path.startsWith('/strict/') && !op.path.startsWith('/strict/account'))
      .map((op) => `${op.method} ${op.path}`);
    expect(published.filter((key) => !table[key])).toEqual([]);
    expect(Object.keys(table).filter((key) => !published.includes(key))).toEqual([]);
  });

  for (const role of staffRoles) {
    it(`${role}: allowed operations answer 2xx; the others 403, changing nothing`, async () => {
      const table = operations(ctx, () => staff);
      const outcomes: string[] = [];
      for (const [key, entry] of Object.entries(table)) {
        const request = await entry.make('in');
        const send = () => staff[role](request.method, request.path, request.body);
        if (allowed(role, entry.ability)) {
          const res = await send();
          outcomes.push(
            `${key} ${Math.floor(res.status / 100)}xx${res.status >= 300 ? ` ${JSON.stringify(res.body)}` : ''}`,
          );
        } else {
          const res = await unchanged(ctx.db, send);
          outcomes.push(`${key} ${res.status}`);
        }
      }
      expect(outcomes).toEqual(
        Object.entries(table).map(([key, entry]) => `${key} ${allowed(role, entry.ability) ? '2xx' : '403'}`),
      );
    });

    if (!scoped(role)) continue;
    it(`${role}: a row outside the scope answers 404 (or 403 for a bank named outside it), changing nothing`, async () => {
      const table = operations(ctx, () => staff);
      for (const [key, entry] of Object.entries(table)) {
        if (entry.listsOnly || !allowed(role, entry.ability)) continue;
        const request = await entry.make('out');
        const res = await unchanged(ctx.db, () => staff[role](request.method, request.path, request.body));
        expect([403, 404, 422], `${key}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    });
  }
});
