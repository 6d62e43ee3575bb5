// Issue 17 on Data Sampah: a saved view of the waste-item list (/strict/account/views), given back
// as the list's own parts, which show the same rows; one that does not hold is not saved.
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../test/databases';
import { oracle, useTrashViewsApp } from '../test/trash-views';
import { expectNotSaved, savedViewsOf, saveView } from '../test/view-api';

describe.each(testDbKinds)('waste-item views and exports on %s', (kind) => {
  const { ctx, rows, bank, list } = useTrashViewsApp(kind);

  it('saves a trash view and gives it back as the list’s own parts, which show the same rows', async () => {
    const query = `page=2&foo=1&sort=-stock&low=1&bsi=${bank('bsiIds', 0)}&category=wood&type=Organik&search=`;
    await saveView(ctx.call, 'trash', 'Ranting penuh', query);
    const saved = await savedViewsOf(ctx.call, 'trash');
    const kept = `type=Organik&category=wood&bsi=${bank('bsiIds', 0)}&low=1&sort=-stock`;
    expect(saved).toEqual([{ id: expect.any(Number), name: 'Ranting penuh', query: kept }]);
    const view = Object.fromEntries(new URLSearchParams(saved[0]!.query));
    const expected = oracle(await rows(), view);
    expect(expected.length).toBeGreaterThan(0);
    expect((await list(view)).items.map((i) => i.id)).toEqual(expected);
    // Another list's views are not this one's; a view that does not hold is refused.
    expect(await savedViewsOf(ctx.call, 'customer')).toEqual([]);
    await expectNotSaved(ctx.call, 'trash', 'low=2', 'low', 'Filter stok tidak dikenal');
    await expectNotSaved(ctx.call, 'trash', 'category=kayu', 'category', 'Kategori tidak dikenal');
  });
});
