// /strict/account/views (issue 17): a person's saved views of a list, kept on the server.
import { describe, expect, it } from 'vitest';
import { savedViewListSchema } from '../../lib/schemas/saved-views';
import { savedViews } from '../db/schema';
import { staffCaller } from '../test/access-api';
import { caller, customerToken, FORBIDDEN, INVALID, useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';

const PATH = '/strict/account/views';

describe.each(testDbKinds)('saved views on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const mine = async (call = ctx.call) =>
    savedViewListSchema.parse((await call('GET', `${PATH}?resource=transaction`)).body).items;

  it('saves a view under a name, keeping only the list’s own parts, and lists it by name', async () => {
    const res = await ctx.call('POST', PATH, {
      resource: 'transaction',
      name: 'Setoran tertunda',
      query: 'page=3&foo=1&sort=-amount&status=pending&search=budi',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Tampilan "Setoran tertunda" disimpan');
    expect(await mine()).toEqual([
      { id: expect.any(Number), name: 'Setoran tertunda', query: 'search=budi&status=pending&sort=-amount' },
    ]);
  });

  it('replaces a view saved again under the same name', async () => {
    await ctx.call('POST', PATH, { resource: 'transaction', name: 'Oktober', query: 'from=2026-10-01' });
    await ctx.call('POST', PATH, { resource: 'transaction', name: 'Oktober', query: 'from=2026-10-01&to=2026-10-31' });
    const october = (await mine()).filter((v) => v.name === 'Oktober');
    expect(october).toEqual([{ id: expect.any(Number), name: 'Oktober', query: 'from=2026-10-01&to=2026-10-31' }]);
  });

  it('refuses a view that does not hold, saying which part, and saves nothing', async () => {
    const before = await mine();
    const cases: [object, string, string][] = [
      [{ resource: 'transaction', name: 'x', query: 'status=done' }, 'status', 'Status tidak dikenal'],
      [
        { resource: 'transaction', name: 'x', query: 'from=2026-11-02&to=2026-11-01' },
        'to',
        'Tanggal akhir sebelum tanggal awal',
      ],
      [{ resource: 'transaction', name: '  ', query: '' }, 'name', 'Nama tampilan kosong'],
      [{ resource: 'rahasia', name: 'x', query: '' }, 'resource', 'Daftar tidak dikenal'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ctx.call('POST', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: INVALID, errors: { [field]: [message] } });
    }
    expect(await mine()).toEqual(before);
  });

  it('keeps each person’s views to themselves: another sees none and cannot delete one', async () => {
    const [view] = await mine();
    const other = await staffCaller(ctx, 'viewer', { collectorId: ctx.fixtures.bsiIds[0] });
    expect(await mine(other.call)).toEqual([]);
    const res = await other.call('DELETE', `${PATH}/${view!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Tampilan tidak ditemukan');
    expect((await mine()).map((v) => v.id)).toContain(view!.id);
  });

  it('deletes one of my views', async () => {
    const [view] = await mine();
    const res = await ctx.call('DELETE', `${PATH}/${view!.id}`);
    expect(res).toEqual({ status: 200, body: { message: `Tampilan "${view!.name}" dihapus` } });
    expect((await mine()).map((v) => v.id)).not.toContain(view!.id);
  });

  it('stops at 50 views of a list, and says so', async () => {
    const held = (await mine()).length;
    await ctx.db.insert(savedViews).values(
      Array.from({ length: 50 - held }, (_, i) => ({
        userId: ctx.fixtures.adminId,
        resource: 'transaction',
        name: `Tampilan ${i}`,
        query: '',
      })),
    );
    const res = await ctx.call('POST', PATH, { resource: 'transaction', name: 'Satu lagi', query: '' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Paling banyak 50 tampilan per daftar; hapus salah satu dulu');
    // The same name again still replaces.
    expect(
      (await ctx.call('POST', PATH, { resource: 'transaction', name: 'Tampilan 0', query: 'status=pending' })).status,
    ).toBe(201);
  });

  it('is for back-office accounts only', async () => {
    const customer = caller(ctx.app, await customerToken(ctx.db));
    expect(await customer('GET', `${PATH}?resource=transaction`)).toEqual({ status: 403, body: FORBIDDEN });
  });
});
