// Issue 17 on the parent-bank (BSI, /strict/collector) and unit-bank (BSU, /strict/bsu) lists:
// their filters (the person in charge's status, the bank's province or regency, a unit's parent
// bank) and orders (creation, name, code), against an oracle worked out in plain code from the
// tables themselves; paging and search within a view; the refusals; a scoped account's reach.
import { describe, expect, it } from 'vitest';
import { bsuListSchema } from '../../lib/schemas/bsus';
import { bankSorts } from '../../lib/schemas/master-views';
import { staffCaller } from '../test/access-api';
import {
  codesOf,
  factsOf,
  get,
  oracle,
  PATHS,
  PREFIX,
  useBankViewsApp,
  type Fact,
  type Kind,
} from '../test/bank-views';
import { testDbKinds } from '../test/databases';
import { download, expectListed, expectRefused } from '../test/view-api';
import type { View } from '../test/view-oracle';

const IN_PROVINCE = 'Kabupaten/kota tidak berada di provinsi yang dipilih';

describe.each(testDbKinds)('bank views and exports on %s', (dbKind) => {
  const { ctx, added, bsi } = useBankViewsApp(dbKind);

  const common: View[] = [
    {},
    ...bankSorts.map((sort) => ({ sort })),
    { status: 'active' },
    { status: 'inactive', sort: 'name' },
    { province: '32' },
    { province: '31', sort: 'code' },
    { province: '33' },
    { regency: '32.73' },
    { regency: '32.04', sort: '-name' },
    { province: '32', regency: '32.73', sort: '-code' },
    { province: '32', regency: '32.73', status: 'active', sort: 'name' },
    { status: 'inactive', province: '32', sort: '-created' },
  ];
  const unitsOnly: View[] = [
    { collectorId: '' },
    { collectorId: 'PARENT0' },
    { collectorId: 'PARENT1', sort: 'name' },
    { collectorId: 'PARENT0', regency: '32.73', status: 'active', sort: '-code' },
    { collectorId: 'ARENS', status: 'inactive' },
    { collectorId: 'PARENT1', province: '31' },
  ];
  /** A view with the placeholders of parent banks replaced by their ids. */
  const real = (view: View): View =>
    Object.fromEntries(
      Object.entries(view).map(([k, v]) => [
        k,
        v === 'PARENT0' ? bsi(0) : v === 'PARENT1' ? bsi(1) : v === 'ARENS' ? String(added.aren) : v,
      ]),
    );
  /** What the oracle reads of a view: a blank filter is no filter. */
  const meant = (view: View): View => Object.fromEntries(Object.entries(view).filter(([, v]) => v !== ''));

  it.each(['collector', 'bsu'] as const)('%s: filters and sorts exactly as the tables say', async (kind) => {
    const facts = await factsOf(ctx.db, kind);
    const views = [...common, ...(kind === 'bsu' ? unitsOnly : [])].map(real);
    let nonEmpty = 0;
    for (const view of views) {
      const expected = oracle(facts, meant(view)).map((f) => f.id);
      expectListed(await get(ctx.call, kind, view), expected, `${kind} ${JSON.stringify(view)}`);
      if (expected.length > 0 && expected.length < facts.length) nonEmpty++;
    }
    // The filters do filter: most views keep some banks and leave others out.
    expect(nonEmpty).toBeGreaterThan(views.length / 2);
  });

  it.each(['collector', 'bsu'] as const)('%s: a name that differs only in case ties, the id deciding', async (kind) => {
    const facts = await factsOf(ctx.db, kind);
    const lower = (f: Fact) => f.name.toLowerCase();
    const tied = facts.filter((f) => facts.some((g) => g.id !== f.id && lower(g) === lower(f)));
    expect(tied.length).toBeGreaterThanOrEqual(2);
    const tiedIds = tied.map((f) => f.id).sort((a, b) => a - b);
    for (const [sort, ids] of [
      ['name', tiedIds],
      ['-name', [...tiedIds].reverse()],
    ] as const) {
      const listed = (await get(ctx.call, kind, { sort })).items.map((i) => i.id).filter((id) => tiedIds.includes(id));
      expect(listed, sort).toEqual(ids);
    }
  });

  it('pages a sorted, filtered view without losing or repeating a bank', async () => {
    const view = { sort: 'name', province: '32' };
    const expected = oracle(await factsOf(ctx.db, 'bsu'), view).map((f) => f.id);
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const res = await ctx.call(
        'GET',
        `/strict/bsu?${new URLSearchParams({ ...view, page: String(page), per_page: '3' })}`,
      );
      const items = bsuListSchema.parse(res.body).items;
      expect(items.length).toBeGreaterThan(0);
      seen.push(...items.map((i) => i.id));
    }
    expect(seen).toEqual(expected);
  });

  it('narrows a search by the view, and the view by the search', async () => {
    const facts = await factsOf(ctx.db, 'bsu');
    const melati = (f: Fact) => f.name.toLowerCase().includes('melati');
    const views: View[] = [{ sort: 'name' }, { status: 'inactive' }, { regency: '32.73', sort: '-code' }];
    for (const view of views) {
      const page = await get(ctx.call, 'bsu', { ...view, search: 'melati' });
      expect(
        page.items.map((i) => i.id),
        JSON.stringify(view),
      ).toEqual(oracle(facts, view, melati).map((f) => f.id));
    }
  });

  it('refuses a view that does not hold, naming the field, on the list and its download', async () => {
    const paths = (kind: Kind) => (query: string) => [
      `${PATHS[kind]}?${query}`,
      `/strict/export/${kind}?format=csv&${query}`,
    ];
    await expectRefused(ctx.call, paths('collector'), [
      ['status', 'Status tidak dikenal', ['status=settlement']],
      ['sort', 'Urutan tidak dikenal', ['sort=stock']],
      ['province', 'Kode wilayah tidak valid', ['province=3']],
      ['regency', IN_PROVINCE, ['province=31&regency=32.73']],
    ]);
    await expectRefused(ctx.call, paths('bsu'), [
      ['status', 'Status tidak dikenal', ['status=pending']],
      ['sort', 'Urutan tidak dikenal', ['sort=-amount']],
      ['regency', 'Kode wilayah tidak valid', ['regency=32.7']],
      ['regency', IN_PROVINCE, ['province=32&regency=31.71']],
      ['collectorId', 'ID tidak valid', ['collectorId=abc', 'collectorId=0']],
    ]);
  });

  it('keeps a scoped account within its scope whatever it filters by', async () => {
    const [bsi0] = ctx.fixtures.bsiIds as [number];
    const bsiAdmin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
    const operator = await staffCaller(ctx, 'bsu_operator', { bsuId: ctx.fixtures.bsuIds[0]! });
    const reach: [typeof bsiAdmin, Kind, (f: Fact) => boolean][] = [
      [bsiAdmin, 'collector', (f) => f.id === bsi0],
      [bsiAdmin, 'bsu', (f) => f.collectorId === bsi0],
      [operator, 'collector', (f) => f.id === bsi0],
      [operator, 'bsu', (f) => f.id === ctx.fixtures.bsuIds[0]],
    ];
    const views: View[] = [
      {},
      { sort: 'name' },
      { status: 'active', sort: '-code' },
      { status: 'inactive' },
      { regency: '32.73', sort: '-name' },
      { province: '31' },
      { province: '32', sort: 'created' },
    ];
    for (const [who, kind, within] of reach) {
      const facts = await factsOf(ctx.db, kind);
      const kindViews = kind === 'bsu' ? [...views, { collectorId: bsi(0) }, { collectorId: bsi(1) }] : views;
      let someOutside = false;
      for (const view of kindViews) {
        const expected = oracle(facts, view, within).map((f) => f.id);
        someOutside ||= oracle(facts, view).length > expected.length;
        expectListed(await get(who.call, kind, view), expected, `${kind} ${JSON.stringify(view)}`);
        const codes = await codesOf(await download(ctx, kind, view, 'csv', who.token));
        const codeOf = new Map(facts.map((f) => [f.id, `${PREFIX[kind]}-${f.code}`]));
        expect(codes, `${kind} ${JSON.stringify(view)}`).toEqual(expected.map((id) => codeOf.get(id)));
      }
      // The programme sees more of the same views: the scope is what narrowed them.
      expect(someOutside).toBe(true);
    }
  });
});
