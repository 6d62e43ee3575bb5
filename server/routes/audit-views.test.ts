// Issue 18: the audit trail (GET /strict/audit) shows exactly the rows the table holds for a view
// (person, resource, record, action, Jakarta days, and any combination), newest first, with the
// exact total, paged without a row lost or repeated; and each row's changes field by field.
import { describe, expect, it } from 'vitest';
import { customerItemSchema, type CustomerItem } from '../../lib/schemas/customers';
import type { AuditItem } from '../../lib/schemas/audit';
import { INVALID, useFixtureApp } from '../test/api';
import { staffCaller } from '../test/access-api';
import { allOf, auditPage, oracle, plant, trail } from '../test/audit-api';
import { testDbKinds } from '../test/databases';
import { customerForm, customerFormOf, trashForm } from '../test/master-data';
import { expectListed } from '../test/view-api';
import type { View } from '../test/view-oracle';

describe.each(testDbKinds)('the audit trail on %s', (kind) => {
  const made = { second: 0, kept: {} as CustomerItem, gone: {} as CustomerItem, planted: [] as number[] };
  const ctx = useFixtureApp(kind, async (c) => {
    const customer = async () =>
      customerItemSchema.parse((await c.call('POST', '/strict/customer', customerForm())).body.data);
    // A second programme admin, so that one person's rows leave someone out.
    const second = await staffCaller(c, 'programme', {});
    made.second = second.id;
    // Real changes through the API: created, edited, deactivated; another created and deleted.
    made.kept = await customer();
    const edited = customerFormOf(made.kept, { address: 'Jl. Baru No. 9' });
    expect((await c.call('PUT', `/strict/customer/${made.kept.id}`, edited)).status).toBe(200);
    const status = { id: [made.kept.user.id], status: 'inactive' };
    expect((await c.call('PATCH', '/strict/customer/status', status)).status).toBe(200);
    made.gone = await customer();
    expect((await c.call('DELETE', '/strict/customer', { id: [made.gone.user.id] })).status).toBe(200);
    expect((await second.call('POST', '/strict/trash', trashForm(c.fixtures.bsiIds[0]!))).status).toBe(201);
    // Rows at the edges of Jakarta days (UTC+7), and two at one instant: the id breaks the tie.
    made.planted = await plant(c.db, [
      {
        at: '2021-02-28T17:00:00.000Z',
        action: 'delete',
        entity: 'trash',
        entityId: '7',
        before: { status: 'active' },
      },
      {
        at: '2021-03-01T16:59:59.999Z',
        action: 'update',
        entity: 'trash',
        entityId: '7',
        actorUserId: c.fixtures.adminId,
        before: { stock: '1.000', owner: { name: 'BSI A' } },
        after: { stock: '2.000', owner: { name: 'BSI B' } },
      },
      {
        at: '2021-03-01T17:00:00.000Z',
        action: 'sign_in',
        entity: 'account',
        entityId: String(second.id),
        actorUserId: second.id,
        after: { address: '198.51.100.4', user_agent: 'Firefox' },
      },
      {
        at: '2021-03-02T05:00:00.000Z',
        action: 'sign_in_failed',
        entity: 'account',
        after: { account: 'orang@contoh.id', address: '203.0.113.9' },
      },
      {
        at: '2021-03-02T05:00:00.000Z',
        action: 'settle',
        entity: 'transaction',
        entityId: '99',
        actorUserId: second.id,
        before: { status: 'pending' },
        after: { status: 'settlement', amount: '1500.00', settled_at: null },
      },
    ]);
  });

  const rowOf = (items: AuditItem[], id: number) => items.find((i) => i.id === id)!;

  it('lists every row newest first with the exact total, and pages without losing or repeating one', async () => {
    const expected = oracle(await trail(ctx.db), {});
    expect(expected.length).toBeGreaterThan(10);
    expectListed(await auditPage(ctx.call, {}), expected, 'all');
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const found = await auditPage(ctx.call, { per_page: '4', page: String(page) });
      expect(found.total_records).toBe(expected.length);
      expect(found.has_next_page).toBe(page * 4 < expected.length);
      seen.push(...found.items.map((i) => i.id));
    }
    expect(seen).toEqual(expected);
  });

  it('filters by person, resource, record, action and Jakarta days, alone and combined, as the table says', async () => {
    const rows = await trail(ctx.db);
    const admin = String(ctx.fixtures.adminId);
    const second = String(made.second);
    const kept = String(made.kept.id);
    const views: View[] = [
      { actor: admin },
      { actor: second },
      { entity: 'customer' },
      { entity: 'customer', entity_id: kept },
      { entity_id: kept },
      { entity_id: '7' },
      { action: 'update' },
      { action: 'sign_in' },
      { action: 'sign_in_failed' },
      { from: '2021-03-02' },
      { to: '2021-03-01' },
      { from: '2021-03-01', to: '2021-03-01' },
      { actor: admin, entity: 'customer', action: 'update' },
      { actor: second, from: '2021-03-02', to: '2021-03-02' },
      { entity: 'trash', entity_id: '7', from: '2021-03-01', to: '2021-03-01' },
      { entity: 'account', action: 'sign_in', actor: second },
      { actor: admin, entity: 'wallet_request' },
    ];
    for (const view of views) {
      const expected = oracle(rows, view);
      // Only the last view is empty by design: every other one has rows to get right.
      if (view !== views.at(-1)) expect(expected.length, JSON.stringify(view)).toBeGreaterThan(0);
      expectListed(await auditPage(ctx.call, view), expected, JSON.stringify(view));
    }
  });

  it('counts a Jakarta day from 17:00 UTC the day before to 17:00 UTC that day', async () => {
    const [dayBefore, lastMoment, firstMoment, ...sameInstant] = made.planted;
    const march1 = (await auditPage(ctx.call, { from: '2021-03-01', to: '2021-03-01' })).items.map((i) => i.id);
    expect(march1).toEqual([lastMoment, dayBefore]);
    const march2 = (await auditPage(ctx.call, { from: '2021-03-02', to: '2021-03-02' })).items.map((i) => i.id);
    // Newest first; of two at one instant, the later id first.
    expect(march2).toEqual([...sameInstant].reverse().concat(firstMoment!));
  });

  it('shows every field of a created record, only what differs on an update, every field of a deleted one', async () => {
    const items = await allOf(ctx.call, { entity: 'customer' });
    const of = (action: string, id: number) =>
      items.filter((i) => i.action === action && i.entity_id === String(id)).map((i) => i.changes);
    const [created] = of('create', made.kept.id);
    expect(created!.length).toBeGreaterThan(10);
    expect(created!.every((c) => c.before === null)).toBe(true);
    // Nested objects by dotted names.
    expect(created).toContainEqual({ field: 'nik', before: null, after: made.kept.nik });
    expect(created).toContainEqual({ field: 'user.first_name', before: null, after: 'Dewi' });
    expect(created).toContainEqual({ field: 'village.id', before: null, after: '32.73.01.1002' });
    // The edit changed the address only; the bulk deactivation the status only.
    const [deactivated, edited] = of('update', made.kept.id);
    expect(deactivated).toEqual([{ field: 'status', before: 'active', after: 'inactive' }]);
    expect(edited).toEqual([{ field: 'address', before: 'Jl. Sukajadi No. 5', after: 'Jl. Baru No. 9' }]);
    const [deleted] = of('delete', made.gone.id);
    expect(deleted!.every((c) => c.after === null)).toBe(true);
    expect(deleted).toContainEqual({ field: 'nik', before: made.gone.nik, after: null });
    expect(deleted).toContainEqual({ field: 'user.email', before: made.gone.user.email, after: null });
  });

  it('compares nested fields and fields one side lacks, and names who acted', async () => {
    const [, lastMoment, , , settled] = made.planted;
    const all = await allOf(ctx.call, {});
    expect(rowOf(all, lastMoment!)).toMatchObject({
      action: 'update',
      entity: 'trash',
      entity_id: '7',
      actor: { id: ctx.fixtures.adminId, name: 'Admin Utama', email: 'admin@test.id' },
      // In name order, nested fields by dotted names.
      changes: [
        { field: 'owner.name', before: 'BSI A', after: 'BSI B' },
        { field: 'stock', before: '1.000', after: '2.000' },
      ],
    });
    // Absent before and null after is no change; absent before and a value after is one.
    expect(rowOf(all, settled!).changes).toEqual([
      { field: 'amount', before: null, after: '1500.00' },
      { field: 'status', before: 'pending', after: 'settlement' },
    ]);
  });

  it('gives sign-in events their address, and the email a failed attempt typed, without an actor', async () => {
    const [, , firstMoment, failed] = made.planted;
    const all = await allOf(ctx.call, { entity: 'account' });
    expect(rowOf(all, failed!)).toMatchObject({
      actor: null,
      action: 'sign_in_failed',
      entity_id: null,
      account: 'orang@contoh.id',
      address: '203.0.113.9',
      changes: [
        { field: 'account', before: null, after: 'orang@contoh.id' },
        { field: 'address', before: null, after: '203.0.113.9' },
      ],
    });
    expect(rowOf(all, firstMoment!)).toMatchObject({
      actor: { id: made.second },
      address: '198.51.100.4',
      account: null,
    });
  });

  it('refuses a bad view with a message for the field, on the list and its download', async () => {
    const cases: [View, string, unknown][] = [
      [{ action: 'hack' }, 'action', 'Aksi tidak dikenal'],
      [{ entity: 'wallet' }, 'entity', 'Sumber data tidak dikenal'],
      [{ entity_id: 'x'.repeat(65) }, 'entity_id', 'ID data paling banyak 64 karakter'],
      [{ from: '2026-02-30' }, 'from', 'Tanggal tidak valid (tulis TTTT-BB-HH)'],
      [{ from: '2021-03-02', to: '2021-03-01' }, 'to', 'Tanggal akhir sebelum tanggal awal'],
      [{ actor: 'budi' }, 'actor', expect.any(String)],
    ];
    for (const [view, field, message] of cases)
      for (const path of ['/strict/audit', '/strict/export/audit']) {
        const res = await ctx.call('GET', `${path}?${new URLSearchParams(view)}`);
        expect(res.status, `${path} ${JSON.stringify(view)}`).toBe(422);
        expect(res.body).toEqual({ message: INVALID, errors: { [field]: [message] } });
      }
  });
});
