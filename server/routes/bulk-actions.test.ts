// Bulk actions (issue 17), as a client of the API sees them: the rows a view matches (GET …/ids),
// then one status for all of them (PATCH …/status), all or nothing, audited per row.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerListSchema } from '../../lib/schemas/customers';
import { MAX_BULK } from '../../lib/schemas/fields';
import { trashListSchema } from '../../lib/schemas/trash';
import { auditLog, trash, users } from '../db/schema';
import { auditRowsOf, listOf, login, unchanged, useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { adminForm, customerForm } from '../test/master-data';

type Matching = { total: number; rows: [number, string][] };

describe.each(testDbKinds)('bulk actions on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const statusOf = async (ids: number[]) =>
    (await ctx.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids))).map(
      (r) => r.status,
    );

  it('lists every customer a view matches, as DELETE takes them (user ids) and with their names', async () => {
    const page = await listOf(ctx.call, '/strict/customer', 'gender=Perempuan&per_page=100', customerListSchema);
    const res = await ctx.call('GET', '/strict/customer/ids?gender=Perempuan&sort=name');
    expect(res.status).toBe(200);
    const found = res.body as unknown as Matching;
    expect(found.total).toBe(page.total_records);
    expect(found.rows.map(([id]) => id).sort()).toEqual(page.items.map((c) => c.user.id).sort());
    const byId = new Map(
      page.items.map((c) => [c.user.id, [c.user.first_name, c.user.last_name].filter(Boolean).join(' ')]),
    );
    for (const [id, name] of found.rows) expect(name).toBe(byId.get(id));
  });

  it('refuses "all matching" past the bulk limit with a message that asks to narrow the filter', async () => {
    const collectorId = ctx.fixtures.bsiIds[0]!;
    const missing = MAX_BULK + 1 - (await ctx.db.$count(trash));
    await ctx.db.insert(trash).values(
      Array.from({ length: missing }, (_, i) => ({
        trashName: `Massal ${i}`,
        type: 'Non Organik' as const,
        sellingPrice: '1000',
        buyingPrice: '800',
        unit: 'kg' as const,
        maximum: '100',
        collectorId,
      })),
    );
    const total = await ctx.db.$count(trash);
    expect(total).toBeGreaterThan(MAX_BULK);
    expect(await ctx.call('GET', '/strict/trash/ids')).toEqual({
      status: 422,
      body: { message: `${total} baris cocok; paling banyak ${MAX_BULK} sekaligus` },
    });
    // A narrower view is fine.
    const narrow = (await ctx.call('GET', '/strict/trash/ids?search=Massal%2017')).body as unknown as Matching;
    expect(narrow.rows.map(([, name]) => name)).toContain('Massal 17');
  });

  it('deactivates many customers at once, audits each, and reactivates them', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) {
      const res = await ctx.call('POST', '/strict/customer', customerForm());
      expect(res.status).toBe(201);
      made.push(customerListSchema.shape.items.element.parse(res.body.data));
    }
    const ids = made.map((c) => c.user.id);
    expect(await ctx.call('PATCH', '/strict/customer/status', { id: ids, status: 'inactive' })).toEqual({
      status: 200,
      body: { message: 'Status 3 Nasabah diubah', changed: 3 },
    });
    expect(await statusOf(ids)).toEqual(['inactive', 'inactive', 'inactive']);
    for (const c of made) {
      const [audit] = (await auditRowsOf(ctx.db, 'customer', c.id)).slice(-1);
      expect(audit).toMatchObject({
        action: 'update',
        actorUserId: ctx.fixtures.adminId,
        before: { status: 'active' },
        after: { status: 'inactive' },
      });
    }
    // The list's status filter sees them.
    const inactive = await listOf(ctx.call, '/strict/customer', 'status=inactive&per_page=100', customerListSchema);
    for (const id of ids) expect(inactive.items.some((c) => c.user.id === id)).toBe(true);
    // Rows already in that status are left alone (and not audited again).
    const audits = await ctx.db.$count(auditLog);
    expect((await ctx.call('PATCH', '/strict/customer/status', { id: ids, status: 'inactive' })).body).toMatchObject({
      changed: 0,
    });
    expect(await ctx.db.$count(auditLog)).toBe(audits);
    expect((await ctx.call('PATCH', '/strict/customer/status', { id: ids, status: 'active' })).status).toBe(200);
    expect(await statusOf(ids)).toEqual(['active', 'active', 'active']);
  });

  it('changes nothing when one id is not a row of the list (404), nor for a bad status (422)', async () => {
    const res = await ctx.call('POST', '/strict/customer', customerForm());
    const customer = customerListSchema.shape.items.element.parse(res.body.data);
    // The administrator's own id is a user, but not a customer.
    await unchanged(ctx.db, async () => {
      expect(
        await ctx.call('PATCH', '/strict/customer/status', {
          id: [customer.user.id, ctx.fixtures.adminId],
          status: 'inactive',
        }),
      ).toEqual({
        status: 404,
        body: { message: 'Sebagian data tidak ditemukan, sehingga tidak ada yang diubah' },
      });
      const bad = await ctx.call('PATCH', '/strict/customer/status', { id: [customer.user.id], status: 'gone' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ status: ['Status harus Aktif atau Tidak aktif'] });
      const none = await ctx.call('PATCH', '/strict/customer/status', { id: [], status: 'inactive' });
      expect(none.status).toBe(422);
    });
  });

  it('deactivates waste items', async () => {
    const items = await listOf(ctx.call, '/strict/trash', 'search=Massal%201&per_page=5', trashListSchema);
    const ids = items.items.map((i) => i.id);
    expect((await ctx.call('PATCH', '/strict/trash/status', { id: ids, status: 'inactive' })).status).toBe(200);
    const rows = await ctx.db.select({ status: trash.status }).from(trash).where(inArray(trash.id, ids));
    expect(rows.every((r) => r.status === 'inactive')).toBe(true);
  });

  it('leaves the caller’s own account out of "all matching"', async () => {
    const found = (await ctx.call('GET', '/strict/user/ids')).body as unknown as Matching;
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.map(([id]) => id)).not.toContain(ctx.fixtures.adminId);
    expect(found.total).toBe(found.rows.length);
  });

  it('never lets administrators deactivate themselves, and ends a deactivated account’s sign-in', async () => {
    const input = adminForm();
    const made = await ctx.call('POST', '/strict/user', input);
    const other = (made.body.data as { id: number }).id;
    const session = await login(ctx.app, { email: input.email, password: input.password });
    await unchanged(ctx.db, async () => {
      expect(
        await ctx.call('PATCH', '/strict/user/status', { id: [other, ctx.fixtures.adminId], status: 'inactive' }),
      ).toEqual({ status: 409, body: { message: 'Anda tidak dapat menonaktifkan akun anda sendiri' } });
    });
    expect((await ctx.call('PATCH', '/strict/user/status', { id: [other], status: 'inactive' })).status).toBe(200);
    const [row] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, other));
    expect(row!.status).toBe('inactive');
    const refreshed = await ctx.app.request('/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.jwt_refresh_token }),
    });
    expect(refreshed.status).toBe(401);
  });
});
