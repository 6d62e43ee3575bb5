// Issue 17 on Data User: a saved view of the account list (/strict/account/views), kept to the
// list's own parts, that shows what the URL would; one that does not hold is not saved.
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../test/databases';
import { accounts, ids, oracle, useAccountViewsApp } from '../test/user-views';
import { expectNotSaved, savedViewsOf, saveView } from '../test/view-api';

describe.each(testDbKinds)('account views and exports on %s', (kind) => {
  const { ctx, list } = useAccountViewsApp(kind);

  it('saves a view of the list, and the saved query shows what the URL would', async () => {
    await saveView(
      ctx.call,
      'user',
      'Operator nonaktif',
      'page=2&gender=Perempuan&sort=-name&role=bsu_operator&status=inactive&search=sari',
    );
    const view = (await savedViewsOf(ctx.call, 'user')).find((v) => v.name === 'Operator nonaktif')!;
    expect(view).toEqual({
      id: expect.any(Number),
      name: 'Operator nonaktif',
      query: 'search=sari&status=inactive&role=bsu_operator&sort=-name',
    });
    // Another list's views are its own.
    const customers = await savedViewsOf(ctx.call, 'customer');
    expect(customers.map((v) => v.id)).not.toContain(view.id);
    // Opened again, the saved query is the view.
    const restored = Object.fromEntries(new URLSearchParams(view.query));
    const expected = ids(oracle(await accounts(ctx), restored));
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(restored)).items.map((u) => u.id)).toEqual(expected);
    // A view that does not hold is not saved.
    await expectNotSaved(ctx.call, 'user', 'role=boss', 'role', 'Peran tidak dikenal');
    await expectNotSaved(ctx.call, 'user', 'sort=stock', 'sort', 'Urutan tidak dikenal');
    const deleted = await ctx.call('DELETE', `/strict/account/views/${view.id}`);
    expect(deleted.status).toBe(200);
    const after = await savedViewsOf(ctx.call, 'user');
    expect(after.map((v) => v.id)).not.toContain(view.id);
  });
});
