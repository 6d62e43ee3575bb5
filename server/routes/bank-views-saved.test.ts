// Issue 17 on the parent-bank and unit-bank lists: a saved view of each (/strict/account/views),
// kept to the list's own parts, opening a view the list takes as it is; one that does not hold is
// not saved.
import { describe, expect, it } from 'vitest';
import { get, useBankViewsApp, type Kind } from '../test/bank-views';
import { testDbKinds } from '../test/databases';
import { expectNotSaved, savedViewsOf, saveView } from '../test/view-api';

describe.each(testDbKinds)('bank views and exports on %s', (dbKind) => {
  const { ctx, bsi } = useBankViewsApp(dbKind);

  it('saves a view of each bank list, keeping only its own parts, and refuses one that does not hold', async () => {
    const cases: [Kind, string, string][] = [
      [
        'collector',
        'page=2&sort=-code&collectorId=7&status=inactive&province=32&foo=1',
        'status=inactive&province=32&sort=-code',
      ],
      [
        'bsu',
        `sort=name&collectorId=${bsi(1)}&regency=32.04&status=inactive&search=melati`,
        `search=melati&status=inactive&regency=32.04&collectorId=${bsi(1)}&sort=name`,
      ],
    ];
    for (const [resource, query, kept] of cases) {
      await saveView(ctx.call, resource, 'Tampilan bank', query);
      const saved = await savedViewsOf(ctx.call, resource);
      expect(saved).toEqual([{ id: expect.any(Number), name: 'Tampilan bank', query: kept }]);
      // What the saved view opens is a view the list takes as it is.
      const page = await get(ctx.call, resource, Object.fromEntries(new URLSearchParams(kept)));
      expect(page.total_records).toBeGreaterThan(0);
    }
    const refused: [Kind, string, string][] = [
      ['collector', 'province=31&regency=32.73', 'regency'],
      ['bsu', 'collectorId=abc', 'collectorId'],
      ['bsu', 'sort=stock', 'sort'],
    ];
    for (const [resource, query, field] of refused)
      await expectNotSaved(ctx.call, resource, query, field, expect.any(String));
    const names = (await savedViewsOf(ctx.call, 'bsu')).map((v) => v.name);
    expect(names).toEqual(['Tampilan bank']);
  });
});
