// Issue 17 on Data User: the account list's filters (status, role) and sorts (GET /strict/user),
// against an oracle worked out in plain code from the tables themselves; each account's role and
// scope as staff_access holds them; the refusals. A BSI admin reaches only the operators of its
// own unit banks; only user.manage reads the list.
import { describe, expect, it } from 'vitest';
import { staffCaller } from '../test/access-api';
import { FORBIDDEN } from '../test/api';
import { testDbKinds } from '../test/databases';
import {
  accounts,
  cellsOf,
  csvRows,
  ids,
  listAll,
  oracle,
  sortName,
  useAccountViewsApp,
  VIEWS,
  type Account,
} from '../test/user-views';
import { download, expectListed, expectRefused } from '../test/view-api';
import type { View } from '../test/view-oracle';

describe.each(testDbKinds)('account views and exports on %s', (kind) => {
  const { ctx, list } = useAccountViewsApp(kind);

  it('filters and sorts exactly as the tables say, with the matching total', async () => {
    const all = await accounts(ctx);
    expect(all.length).toBeGreaterThan(15);
    for (const view of VIEWS) expectListed(await list(view), ids(oracle(all, view)), JSON.stringify(view));
    // The views are not vacuous: each filter keeps some accounts and leaves others out.
    for (const view of [
      { status: 'inactive' },
      { role: 'bsu_operator' },
      { role: 'bsi_admin', status: 'active' },
    ] as View[])
      expect(oracle(all, view).length, JSON.stringify(view)).toBeGreaterThan(0);
    // Exact name ties are there, so the id really breaks them.
    const names = all.map(sortName);
    expect(new Set(names).size).toBeLessThan(names.length);
  });

  it('pages through a sorted view without losing or repeating an account', async () => {
    const all = await accounts(ctx);
    for (const view of [
      { sort: 'name' },
      { sort: '-name' },
      { sort: 'created' },
      { sort: '-name', status: 'active' },
    ] as View[]) {
      const { items, total } = await listAll(ctx.call, view);
      const expected = ids(oracle(all, view));
      expect(
        items.map((u) => u.id),
        JSON.stringify(view),
      ).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('shows each account’s role and scope as staff_access holds them', async () => {
    const all = await accounts(ctx);
    const page = await list({ sort: 'name' });
    const byId = new Map(all.map((a) => [a.id, a]));
    for (const item of page.items) {
      const account = byId.get(item.id)!;
      expect(item).toMatchObject({
        staff_role: account.role,
        collector_id: account.collectorId,
        bsu_id: account.bsuId,
        collector_name: account.collectorName,
        bsu_name: account.bsuName,
        status: account.status,
      });
    }
  });

  it('refuses a view that does not hold, naming the field', async () => {
    await expectRefused(ctx.call, (query) => [`/strict/user?${query}`, `/strict/export/user?format=csv&${query}`], [
      ['role', 'Peran tidak dikenal', ['role=boss', 'role=admin']],
      ['status', 'Status tidak dikenal', ['status=pending']],
      ['sort', 'Urutan tidak dikenal', ['sort=amount', 'sort=-email']],
    ]);
  });

  it('keeps a BSI admin to the operators of its own unit banks, in the list and the download', async () => {
    const bsi0 = ctx.fixtures.bsiIds[0]!;
    const admin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
    const all = await accounts(ctx);
    const mine = (a: Account) => a.role === 'bsu_operator' && a.bsuCollectorId === bsi0;
    const scopedViews: View[] = [
      {},
      { sort: 'name' },
      { sort: '-name', status: 'active' },
      { role: 'bsu_operator', status: 'inactive' },
      // Other roles are out of its reach whatever it asks for.
      { role: 'bsi_admin' },
      { role: 'programme' },
    ];
    for (const view of scopedViews) {
      const expected = oracle(all, view, mine);
      expectListed(await list(view, admin.call), ids(expected), JSON.stringify(view));
      expect(await csvRows(ctx, view, admin.token), JSON.stringify(view)).toEqual(expected.map(cellsOf));
    }
    expect(oracle(all, {}, mine).length).toBeGreaterThan(1);
    // Operators of another parent bank's units exist, and are not among them.
    expect(oracle(all, { role: 'bsu_operator' }).some((a) => !mine(a))).toBe(true);
  });

  it.each(['bsu_operator', 'treasurer', 'viewer'] as const)(
    'refuses the list and the download to a %s (no user.manage)',
    async (role) => {
      const scope = role === 'bsu_operator' ? { bsuId: ctx.fixtures.bsuIds[0]! } : {};
      const who = await staffCaller(ctx, role, scope);
      for (const path of ['/strict/user', '/strict/user?role=bsu_operator&sort=name'])
        expect(await who.call('GET', path), path).toEqual({ status: 403, body: FORBIDDEN });
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await download(ctx, 'user', { sort: 'name' }, format, who.token);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    },
  );
});
