// Issue 18: the audit trail is the programme admin's alone and read-only. Without a token 401;
// every other role, a programme-wide treasurer included, and any account scoped to a bank 403;
// a write of any kind is not an operation (404) and changes nothing. Its person filter finds
// staff and customers by name.
import { describe, expect, it } from 'vitest';
import { auditPeopleSchema } from '../../lib/schemas/audit';
import { customerItemSchema } from '../../lib/schemas/customers';
import { requireProgrammeWide } from '../auth/guard';
import { router, type StaffAccess } from '../context';
import { errorResponse } from '../errors';
import { caller, customerToken, FORBIDDEN, UNAUTHENTICATED, unchanged, useFixtureApp, type Call } from '../test/api';
import { staffCallers, type StaffCallers } from '../test/access-api';
import { testDbKinds } from '../test/databases';
import { customerForm } from '../test/master-data';

const READS = ['/strict/audit', '/strict/audit/people', '/strict/export/audit?format=csv'];

describe.each(testDbKinds)('who reads the audit trail on %s', (kind) => {
  let staff: StaffCallers;
  const ctx = useFixtureApp(kind, async (c) => {
    staff = await staffCallers(c);
  });

  it('answers 401 without a token', async () => {
    for (const path of READS)
      expect(await caller(ctx.app)('GET', path), path).toEqual({ status: 401, body: UNAUTHENTICATED });
  });

  it('answers 200 to the programme admin, and 403 to every other role and to a customer', async () => {
    for (const path of READS) expect((await staff.programme('GET', path)).status, path).toBe(200);
    const others: [string, Call][] = [
      ['bsi_admin', staff.bsi_admin],
      ['bsu_operator', staff.bsu_operator],
      ['treasurer (programme-wide)', staff.treasurer],
      ['viewer', staff.viewer],
      ['customer', caller(ctx.app, await customerToken(ctx.db))],
    ];
    for (const [who, call] of others)
      for (const path of READS)
        expect(await call('GET', path), `${who} ${path}`).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('refuses an account scoped to a bank whatever its role (the database keeps programme admins unscoped)', async () => {
    const answer = async (staffAccess: StaffAccess) => {
      const probe = router();
      probe.use(async (c, next) => {
        c.set('auth', { userId: 1, role: 'admin', familyId: '', staff: staffAccess });
        await next();
      });
      probe.get('/', requireProgrammeWide(), (c) => c.json({ ok: true }, 200));
      probe.onError(errorResponse);
      return (await probe.request('/')).status;
    };
    expect(await answer({ role: 'programme', collectorId: null, bsuId: null })).toBe(200);
    expect(await answer({ role: 'programme', collectorId: 1, bsuId: null })).toBe(403);
    expect(await answer({ role: 'programme', collectorId: 1, bsuId: 2 })).toBe(403);
  });

  it('is read-only: no write of any kind is an operation, and none changes anything', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const path of ['/strict/audit', '/strict/audit/1', '/strict/audit/people']) {
        const res = await unchanged(ctx.db, () => ctx.call(method, path, { action: 'delete' }));
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
  });

  it('finds people for the person filter by name or email: staff by their own row, customers by theirs', async () => {
    const people = async (search: string) =>
      auditPeopleSchema.parse((await ctx.call('GET', `/strict/audit/people?${new URLSearchParams({ search })}`)).body);
    expect((await people('Admin Utama')).items).toEqual([
      { id: ctx.fixtures.adminId, name: 'Admin Utama', email: 'admin@test.id' },
    ]);
    const customer = customerItemSchema.parse(
      (await ctx.call('POST', '/strict/customer', customerForm({ first_name: 'Sekar', last_name: 'Arumdalu' }))).body
        .data,
    );
    const found = await people('sekar arumdalu');
    expect(found.items).toEqual([{ id: customer.user.id, name: 'Sekar Arumdalu', email: customer.user.email }]);
    expect(found.total_records).toBe(1);
    // Everyone, a page at a time, with the exact total.
    const all = await people('');
    expect(all.total_records).toBeGreaterThan(5);
    expect(all.items.length).toBe(Math.min(50, all.total_records));
  });
});
