// The contract every master-data resource keeps (server/routes/crud.ts implements it once):
// the list shape and paging, the refusals (401, 403, 400, 415, 422 per rule, 404, 409), the
// all-or-nothing delete, an audit row per change, and nothing changed by any refusal. Each
// resource's *.contract.test.ts describes itself and calls resourceContract.
import { MAX_BULK } from '../../lib/schemas/fields';
import { describe, expect, it } from 'vitest';
import {
  caller,
  customerToken,
  expectLastAudit,
  INVALID,
  NOT_JSON,
  NOT_JSON_TYPE,
  UNAUTHENTICATED,
  FORBIDDEN,
  unchanged,
  useFixtureApp,
} from './api';
import { testDbKinds } from './databases';
import type { Form, ResourceDescription } from './resource-description';

export function resourceContract<I extends { id: number }>(resource: ResourceDescription<I>) {
  const { path, noun } = resource;

  describe.each(testDbKinds)(`${path}: the master-data contract on %s`, (kind) => {
    const ctx = useFixtureApp(kind, resource.prepare);
    const form = () => resource.newForm(ctx.fixtures);
    const list = async (query = '') => {
      const res = await ctx.call('GET', `${path}${query}`);
      expect(res.status).toBe(200);
      return resource.listSchema.parse(res.body);
    };
    const create = async (over: Form = {}) => {
      const res = await ctx.call('POST', path, { ...form(), ...over });
      expect(res.status).toBe(201);
      return resource.itemSchema.parse(res.body.data);
    };
    const listed = async (id: number) => (await list('?per_page=100')).items.find((item) => item.id === id);
    const refused = (method: string, to: string, body?: unknown, headers?: Record<string, string>) =>
      unchanged(ctx.db, () => ctx.call(method, to, body, headers));

    it('lists in the shared shape (items, has_next_page, total_records), newest first, paging without gaps', async () => {
      await create();
      await create();
      const all = await list('?per_page=100');
      expect(all.has_next_page).toBe(false);
      expect(all.items).toHaveLength(all.total_records);
      const ids = all.items.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const pages = await Promise.all(
        Array.from({ length: all.total_records }, (_, i) => list(`?per_page=1&page=${i + 1}`)),
      );
      expect(pages.map((p) => p.items.map((item) => item.id)).flat()).toEqual(ids);
      expect(pages.map((p) => p.has_next_page)).toEqual(ids.map((_, i) => i < ids.length - 1));
      expect(await list(`?per_page=1&page=${ids.length + 1}`)).toEqual({
        items: [],
        has_next_page: false,
        total_records: all.total_records,
      });
    });

    it.each([
      ['per_page above 100', 'per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['per_page 0', 'per_page=0', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['page 0', 'page=0', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a negative page', 'page=-1', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a page in words', 'page=satu', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a fractional page', 'page=1.5', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a search over 255 characters', `search=${'a'.repeat(256)}`, { search: ['Maksimal 255 karakter'] }],
      ['a NUL character in the search', 'search=botol%00', { search: ['Harus berupa teks'] }],
    ])('refuses a list query with %s: 422 naming the parameter', async (_, query, errors) => {
      expect(await ctx.call('GET', `${path}?${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
    });

    it('refuses every call without a token (401) and to a non-administrator (403), changing nothing', async () => {
      const item = await create();
      const customer = await customerToken(ctx.db);
      const calls: [string, string, unknown][] = [
        ['GET', path, undefined],
        ['POST', path, form()],
        ['PUT', `${path}/${item.id}`, resource.formOf(item)],
        ['DELETE', path, { id: [resource.deleteId(item)] }],
      ];
      for (const [method, to, body] of calls) {
        expect(await unchanged(ctx.db, () => caller(ctx.app)(method, to, body)), `${method} ${to}`).toEqual({
          status: 401,
          body: UNAUTHENTICATED,
        });
        expect(await unchanged(ctx.db, () => caller(ctx.app, customer)(method, to, body)), `${method} ${to}`).toEqual({
          status: 403,
          body: FORBIDDEN,
        });
        // Even an invalid body is refused for access first: nothing about the rules leaks.
        if (method !== 'GET') {
          expect((await unchanged(ctx.db, () => caller(ctx.app, customer)(method, to, { id: 'x' }))).status).toBe(403);
        }
      }
      expect(await listed(item.id)).toEqual(item);
    });

    it('creates: 201 with the message and the item as the list then shows it, and an audit row', async () => {
      const res = await ctx.call('POST', path, form());
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(`${noun} berhasil ditambahkan`);
      const item = resource.itemSchema.parse(res.body.data);
      expect((await list()).items[0]).toEqual(item);
      await expectLastAudit(ctx, resource.entity, 'create', item.id, { before: null, after: item });
    });

    it('updates: 200 with the message and the changed item as the list then shows it, and an audit row', async () => {
      const item = await create();
      const res = await ctx.call('PUT', `${path}/${item.id}`, { ...resource.formOf(item), ...resource.change.form });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`${noun} berhasil diperbarui`);
      const after = resource.itemSchema.parse(res.body.data);
      expect(after).toMatchObject({ ...(resource.change.shows ?? resource.change.form), id: item.id });
      expect(await listed(item.id)).toEqual(after);
      await expectLastAudit(ctx, resource.entity, 'update', item.id, {
        before: item,
        after: expect.objectContaining(after as Record<string, unknown>),
      });
    });

    it('saves an item unchanged when its own form is sent back', async () => {
      const item = await create();
      expect(await ctx.call('PUT', `${path}/${item.id}`, resource.formOf(item))).toMatchObject({
        status: 200,
        body: { data: item as Record<string, unknown> },
      });
    });

    it('answers 404 for an id that does not exist and 422 for one that is not an id, changing nothing', async () => {
      expect(await refused('PUT', `${path}/999999`, form())).toEqual({
        status: 404,
        body: { message: `${noun} tidak ditemukan` },
      });
      for (const id of ['abc', '0', '-3', '1.5', '3000000000']) {
        expect(await refused('PUT', `${path}/${id}`, form()), id).toEqual({
          status: 422,
          body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
        });
      }
    });

    it('deletes: 200 with the message and the count, gone from the list, an audit row each', async () => {
      const [a, b] = [await create(), await create()];
      expect(await ctx.call('DELETE', path, { id: [resource.deleteId(a), resource.deleteId(b)] })).toEqual({
        status: 200,
        body: { message: `${noun} berhasil dihapus`, deleted: 2 },
      });
      expect([await listed(a.id), await listed(b.id)]).toEqual([undefined, undefined]);
      await expectLastAudit(ctx, resource.entity, 'delete', b.id, { before: b, after: null });
    });

    it('deletes all or nothing: one id that does not exist is 404 and nothing goes', async () => {
      const item = await create();
      expect(await refused('DELETE', path, { id: [resource.deleteId(item), 999_999] })).toEqual({
        status: 404,
        body: { message: 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus' },
      });
      expect(await listed(item.id)).toEqual(item);
    });

    it.each([
      ['an empty list', { id: [] }, { id: ['Pilih minimal satu data'] }],
      ['no list', {}, { id: ['Pilih minimal satu data'] }],
      ['a number for the list', { id: 5 }, { id: ['Pilih minimal satu data'] }],
      [
        'more ids than a bulk action takes',
        { id: Array.from({ length: MAX_BULK + 1 }, (_, i) => i + 1) },
        { id: ['Paling banyak 1.000 data sekaligus'] },
      ],
      ['an id that is not a number', { id: ['satu'] }, { 'id.0': ['ID tidak valid'] }],
      ['id 0', { id: [0] }, { 'id.0': ['ID tidak valid'] }],
      ['an id above 2^31 - 1 (never 500)', { id: [1, 3_000_000_000] }, { 'id.1': ['ID tidak valid'] }],
    ])('refuses a delete of %s with 422, deleting nothing', async (_, body, errors) => {
      expect(await refused('DELETE', path, body)).toEqual({ status: 422, body: { message: INVALID, errors } });
    });

    it('refuses a body that is not JSON (400), another content type (415) and JSON that is not an object (422)', async () => {
      expect(await refused('POST', path, '{"a": ')).toEqual({ status: 400, body: NOT_JSON });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        expect(await refused('POST', path, JSON.stringify(form()), { 'content-type': type }), type).toEqual({
          status: 415,
          body: NOT_JSON_TYPE,
        });
      }
      for (const raw of ['null', '[]', '"teks"', '42'])
        expect((await refused('POST', path, raw)).status, raw).toBe(422);
    });

    it.each(resource.invalid)(
      'refuses a form with %s: 422 with the exact message, changing nothing',
      async (_, patch, errors) => {
        expect(await refused('POST', path, { ...form(), ...patch })).toEqual({
          status: 422,
          body: { message: INVALID, errors },
        });
      },
    );

    // Some resources (waste items) have nothing that can conflict.
    if (resource.conflicts.length > 0) {
      it.each(resource.conflicts)('refuses %s: 409 naming the field, changing nothing', async (_, patch, errorsOf) => {
        const errors = await errorsOf(ctx);
        expect(await refused('POST', path, { ...form(), ...(await patch(ctx)) })).toEqual({
          status: 409,
          body: { message: Object.values(errors)[0]![0], errors },
        });
      });
    }

    it('pages exactly at the 50-row boundary by default, newest first, without gaps or repeats', async () => {
      const { total_records } = await list();
      for (let n = total_records; n < 50; n++) await create();
      expect(await list()).toMatchObject({ has_next_page: false, total_records: 50 });
      expect((await list()).items).toHaveLength(50);
      const newest = await create();
      const first = await list();
      expect(first).toMatchObject({ has_next_page: true, total_records: 51 });
      expect(first.items[0]).toEqual(newest);
      const second = await list('?page=2');
      expect(second).toMatchObject({ has_next_page: false, total_records: 51 });
      const ids = [...first.items, ...second.items].map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(51);
      const pages = await Promise.all([1, 2, 3, 4].map((p) => list(`?page=${p}&per_page=17`)));
      expect(pages.map((p) => [p.items.length, p.has_next_page])).toEqual([
        [17, true],
        [17, true],
        [17, false],
        [0, false],
      ]);
    });

    it('answers in English when asked (Accept-Language: en)', async () => {
      const en = { 'accept-language': 'en' };
      expect(await ctx.call('GET', `${path}?per_page=101`, undefined, en)).toEqual({
        status: 422,
        body: {
          message: 'The submitted data is invalid',
          errors: { per_page: ['Items per page must be between 1 and 100'] },
        },
      });
      expect(await refused('POST', path, '{', en)).toEqual({
        status: 400,
        body: { message: 'The request body must be valid JSON' },
      });
      expect(await caller(ctx.app)('GET', path, undefined, { 'accept-language': 'en-US,en;q=0.9' })).toEqual({
        status: 401,
        body: { message: 'Your session is invalid or has expired, please sign in again' },
      });
      expect(await ctx.call('GET', `${path}?page=0`, undefined, en)).toEqual({
        status: 422,
        body: { message: 'The submitted data is invalid', errors: { page: ['Page must be a positive whole number'] } },
      });
    });
  });
}
