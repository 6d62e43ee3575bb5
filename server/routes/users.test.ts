// /strict/user: the back office's administrators, as a client of the API sees them.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userItemSchema, userListSchema, type UserItem } from '../../lib/schemas/users';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import { ADMIN, CUSTOMER_LOGIN, insertFixtures, type Fixtures } from '../test/fixtures';
import { login } from '../test/api';
import { openTestDatabase, testDbKinds, testEnv, type TestDbKind } from '../test/databases';

const env = testEnv();
const INVALID = 'Data yang dikirim tidak valid';
type Body = { message: string; errors?: Record<string, string[]>; data?: unknown; deleted?: number };
type Reply = { status: number; body: Body };

/** A fresh database with the fixtures, the app on it and the administrator's token. */
function useApi(kind: TestDbKind) {
  const ctx = {} as { database: Database; app: App; fixtures: Fixtures; token: string };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.fixtures = await insertFixtures(ctx.database.db);
    ctx.app = createApp({ db: ctx.database.db, env });
    ctx.token = (await login(ctx.app)).jwt_token;
  });
  afterAll(() => ctx.database?.close());

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    opts: { token?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const token = opts.token === undefined ? ctx.token : opts.token;
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await ctx.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const list = async (query = '') => {
    const res = await call('GET', `/strict/user${query}`);
    expect(res.status).toBe(200);
    return userListSchema.parse(res.body);
  };
  const rows = async () => ({
    users: (await ctx.database.db.select({ n: count() }).from(users))[0]!.n,
    audit: (await ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n,
  });
  const lastAudit = async () => (await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  return { ctx, call, list, rows, lastAudit };
}

let sequence = 0;
/** A valid new administrator, each with contacts of their own. */
const newAdmin = (over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    first_name: 'Rina',
    last_name: `Admin ${n}`,
    email: `rina${n}@test.id`,
    phone_number: `0857${String(n).padStart(8, '0')}`,
    status: 'active',
    password: `sandi-rina-${n}`,
    ...over,
  };
};

describe.each(testDbKinds)('/strict/user on %s', (kind) => {
  const { ctx, call, list, rows, lastAudit } = useApi(kind);
  const create = async (over: Record<string, unknown> = {}) => {
    const input = newAdmin(over);
    const res = await call('POST', '/strict/user', input);
    expect(res.status).toBe(201);
    return { input, user: userItemSchema.parse(res.body.data) };
  };
  const editable = (user: UserItem, over: Record<string, unknown> = {}) => ({ ...user, id: undefined, ...over });
  const strictStatus = async (token: string) => (await call('GET', '/strict/user', undefined, { token })).status;

  describe('listing', () => {
    it('lists only the administrators, newest first, in the shared schema', async () => {
      const page = await list();
      expect(page).toEqual({
        items: [
          {
            id: ctx.fixtures.inactiveAdminId,
            first_name: 'Admin',
            last_name: 'Lama',
            email: 'nonaktif@test.id',
            phone_number: expect.stringMatching(/^0812\d{8}$/),
            status: 'inactive',
          },
          {
            id: ctx.fixtures.adminId,
            first_name: 'Admin',
            last_name: 'Utama',
            email: ADMIN.email,
            phone_number: expect.stringMatching(/^0812\d{8}$/),
            status: 'active',
          },
        ],
        has_next_page: false,
        total_records: 2,
      });
    });

    it('answers a page past the end with no items but the true total', async () => {
      expect(await list('?page=7&per_page=10')).toEqual({ items: [], has_next_page: false, total_records: 2 });
    });

    it.each([
      ['per_page above 100', '?per_page=101', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['per_page 0', '?per_page=0', { per_page: ['Jumlah per halaman harus antara 1 dan 100'] }],
      ['page 0', '?page=0', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a non-numeric page', '?page=dua', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a fractional page', '?page=1.5', { page: ['Halaman harus bilangan bulat positif'] }],
      ['a search over 255 characters', `?search=${'a'.repeat(256)}`, { search: ['Maksimal 255 karakter'] }],
    ])('refuses %s with 422 naming the parameter', async (_, query, errors) => {
      expect(await call('GET', `/strict/user${query}`)).toEqual({ status: 422, body: { message: INVALID, errors } });
    });
  });

  describe('search', () => {
    const found = async (term: string) =>
      (await list(`?search=${encodeURIComponent(term)}`)).items.map((u) => u.last_name);

    it('matches names and emails without regard to case', async () => {
      expect(await found('uTAMA')).toEqual(['Utama']);
      expect(await found('NONAKTIF@Test')).toEqual(['Lama']);
    });

    it('requires every word to match', async () => {
      expect(await found('admin lama')).toEqual(['Lama']);
      expect(await list('?search=admin%20tidakada')).toEqual({ items: [], has_next_page: false, total_records: 0 });
    });

    it('finds a phone number typed with the +62 prefix', async () => {
      const utama = (await list()).items.find((u) => u.id === ctx.fixtures.adminId)!;
      expect(await found(`+62${utama.phone_number.slice(1)}`)).toEqual(['Utama']);
      expect(await found(utama.phone_number)).toEqual(['Utama']);
    });

    it('never finds customers or bank staff, who are not administrators', async () => {
      expect(await list(`?search=${CUSTOMER_LOGIN.email}`)).toEqual({
        items: [],
        has_next_page: false,
        total_records: 0,
      });
      expect((await list('?search=pengelola')).total_records).toBe(0);
    });
  });

  describe('create', () => {
    it('answers 201 with the new administrator, as the list then shows it, normalising contacts', async () => {
      const input = newAdmin({
        first_name: '  Rina ',
        email: '  Rina.Baru@Test.ID ',
        phone_number: '+62 857-1111-2222',
        last_name: '',
      });
      const res = await call('POST', '/strict/user', input);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('User berhasil ditambahkan');
      const data = userItemSchema.parse(res.body.data);
      expect(data).toEqual({
        id: expect.any(Number),
        first_name: 'Rina',
        last_name: null,
        email: 'rina.baru@test.id',
        phone_number: '085711112222',
        status: 'active',
      });
      expect((await list()).items[0]).toEqual(data);
    });

    it('lets the new administrator sign in with the given password', async () => {
      const { input } = await create();
      expect((await login(ctx.app, { email: input.email.toUpperCase(), password: input.password })).jwt_token).toEqual(
        expect.any(String),
      );
    });

    it('writes an audit row naming the acting administrator, without any password', async () => {
      const { user } = await create();
      const audit = await lastAudit();
      expect(audit).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'create',
        entity: 'user',
        entityId: String(user.id),
        before: null,
        after: user,
      });
      expect(JSON.stringify(audit)).not.toMatch(/password|argon/i);
    });

    it.each([
      ['no password', { password: undefined }, 'Password kosong'],
      ['an empty password', { password: '' }, 'Password kosong'],
      ['a 7-character password', { password: 'pendek7' }, 'Password minimal 8 karakter'],
      ['a 256-character password', { password: 'p'.repeat(256) }, 'Maksimal 255 karakter'],
    ])('refuses %s with 422 on the password field', async (_, over, message) => {
      const before = await rows();
      expect(await call('POST', '/strict/user', newAdmin(over))).toEqual({
        status: 422,
        body: { message: INVALID, errors: { password: [message] } },
      });
      expect(await rows()).toEqual(before);
    });
  });

  describe('update', () => {
    it('answers 200 with the changes, shows them in the list and audits before and after', async () => {
      const { user } = await create();
      const res = await call(
        'PUT',
        `/strict/user/${user.id}`,
        editable(user, { last_name: 'Diubah', email: 'DIUBAH@test.id', status: 'inactive' }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('User berhasil diperbarui');
      const changed = { ...user, last_name: 'Diubah', email: 'diubah@test.id', status: 'inactive' };
      expect(res.body.data).toEqual(changed);
      expect((await list()).items.find((u) => u.id === user.id)).toEqual(changed);
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'update',
        entity: 'user',
        entityId: String(user.id),
        before: user,
        after: { ...changed, password_changed: false },
      });
    });

    it.each([
      ['absent', undefined],
      ['blank', ''],
    ])('keeps the password when it is %s', async (_, password) => {
      const { input, user } = await create();
      expect(
        (await call('PUT', `/strict/user/${user.id}`, editable(user, { first_name: 'Tetap', password }))).status,
      ).toBe(200);
      await expect(login(ctx.app, { email: input.email, password: input.password })).resolves.toBeTruthy();
    });

    it('sets a new password: only it signs in afterwards, and the old sign-ins end', async () => {
      const { input, user } = await create();
      const old = await login(ctx.app, { email: input.email, password: input.password });
      expect(await strictStatus(old.jwt_token)).toBe(200);
      expect(
        (await call('PUT', `/strict/user/${user.id}`, editable(user, { password: 'sandi-baru-sekali' }))).status,
      ).toBe(200);
      await expect(login(ctx.app, { email: input.email, password: input.password })).rejects.toThrow(/401/);
      await expect(login(ctx.app, { email: input.email, password: 'sandi-baru-sekali' })).resolves.toBeTruthy();
      expect(await strictStatus(old.jwt_token)).toBe(401);
    });

    it('refuses a new password shorter than 8 characters', async () => {
      const { user } = await create();
      expect(await call('PUT', `/strict/user/${user.id}`, editable(user, { password: 'pendek' }))).toEqual({
        status: 422,
        body: { message: INVALID, errors: { password: ['Password minimal 8 karakter'] } },
      });
    });

    it('ends the sessions of an administrator set inactive', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      expect((await call('PUT', `/strict/user/${user.id}`, editable(user, { status: 'inactive' }))).status).toBe(200);
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('answers 404 for an unknown id and for a user who is not an administrator', async () => {
      const [customer] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, CUSTOMER_LOGIN.email));
      for (const id of [999_999, customer!.id]) {
        const before = await rows();
        expect(await call('PUT', `/strict/user/${id}`, newAdmin())).toEqual({
          status: 404,
          body: { message: 'User tidak ditemukan' },
        });
        expect(await rows()).toEqual(before);
      }
      expect((await call('PUT', '/strict/user/abc', newAdmin())).body.errors).toEqual({ id: ['ID tidak valid'] });
    });

    it("refuses another person's email or phone with 409, changing nothing", async () => {
      const { user } = await create();
      const other = (await create()).user;
      for (const [over, errors] of [
        [{ email: other.email!.toUpperCase() }, { email: [`Email ${other.email} sudah dipakai oleh pengguna lain`] }],
        [
          { phone_number: `+62 ${other.phone_number.slice(1)}` },
          { phone_number: [`Nomor ponsel ${other.phone_number} sudah dipakai oleh pengguna lain`] },
        ],
        [
          { email: CUSTOMER_LOGIN.email },
          { email: [`Email ${CUSTOMER_LOGIN.email} sudah dipakai oleh pengguna lain`] },
        ],
      ] as const) {
        const before = await rows();
        const res = await call('PUT', `/strict/user/${user.id}`, editable(user, over));
        expect(res).toEqual({ status: 409, body: { message: Object.values(errors)[0]![0], errors } });
        expect(await rows()).toEqual(before);
      }
      expect((await list()).items.find((u) => u.id === user.id)).toEqual(user);
    });

    it('keeps your own contacts when you save them unchanged', async () => {
      const { user } = await create();
      expect((await call('PUT', `/strict/user/${user.id}`, editable(user))).status).toBe(200);
    });

    it('refuses to deactivate yourself with 409 on the status field', async () => {
      const me = (await list()).items.find((u) => u.id === ctx.fixtures.adminId)!;
      const before = await rows();
      const message = 'Anda tidak dapat menonaktifkan akun anda sendiri';
      expect(await call('PUT', `/strict/user/${me.id}`, editable(me, { status: 'inactive' }))).toEqual({
        status: 409,
        body: { message, errors: { status: [message] } },
      });
      expect(await rows()).toEqual(before);
      expect((await list()).items.find((u) => u.id === me.id)!.status).toBe('active');
      // Editing yourself otherwise is fine, and you stay signed in.
      expect((await call('PUT', `/strict/user/${me.id}`, editable(me, { last_name: 'Utama' }))).status).toBe(200);
      expect(await strictStatus(ctx.token)).toBe(200);
    });
  });

  describe('delete', () => {
    it('removes a fresh administrator: row gone, sign-in ended, audit written', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      const res = await call('DELETE', '/strict/user', { id: [user.id] });
      expect(res).toEqual({ status: 200, body: { message: 'User berhasil dihapus', deleted: 1 } });
      expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect((await list()).items.some((u) => u.id === user.id)).toBe(false);
      expect(await lastAudit()).toMatchObject({
        actorUserId: ctx.fixtures.adminId,
        action: 'delete',
        entity: 'user',
        entityId: String(user.id),
        before: user,
        after: null,
      });
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('shuts a deleted administrator out at once, even straight after a request of theirs', async () => {
      const { input, user } = await create();
      const session = await login(ctx.app, { email: input.email, password: input.password });
      expect(await strictStatus(session.jwt_token)).toBe(200);
      expect((await call('DELETE', '/strict/user', { id: [user.id] })).status).toBe(200);
      expect(await strictStatus(session.jwt_token)).toBe(401);
    });

    it('refuses to delete yourself with 409', async () => {
      const { user } = await create();
      const before = await rows();
      expect(await call('DELETE', '/strict/user', { id: [user.id, ctx.fixtures.adminId] })).toEqual({
        status: 409,
        body: { message: 'Anda tidak dapat menghapus akun anda sendiri' },
      });
      expect(await rows()).toEqual(before);
    });

    it('keeps an administrator who has changed data (409), and with them the rest of the list', async () => {
      const acting = await create();
      const session = await login(ctx.app, { email: acting.input.email, password: acting.input.password });
      expect((await call('POST', '/strict/user', newAdmin(), { token: session.jwt_token })).status).toBe(201);
      const fresh = (await create()).user;
      const before = await rows();
      const res = await call('DELETE', '/strict/user', { id: [fresh.id, acting.user.id] });
      const name = `${acting.user.first_name} ${acting.user.last_name}`;
      expect(res).toEqual({
        status: 409,
        body: {
          message: `${name} sudah tercatat melakukan perubahan data, sehingga tidak dapat dihapus. Ubah statusnya menjadi Tidak aktif sebagai gantinya.`,
        },
      });
      expect(await rows()).toEqual(before);
      // Deactivating instead works.
      expect(
        (await call('PUT', `/strict/user/${acting.user.id}`, editable(acting.user, { status: 'inactive' }))).status,
      ).toBe(200);
    });

    it('is all or nothing: one unknown or non-administrator id is 404 and nothing goes', async () => {
      const { user } = await create();
      const [customer] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, CUSTOMER_LOGIN.email));
      for (const other of [999_999, customer!.id]) {
        const before = await rows();
        expect(await call('DELETE', '/strict/user', { id: [user.id, other] })).toEqual({
          status: 404,
          body: { message: 'Sebagian data yang akan dihapus tidak ditemukan, sehingga tidak ada yang dihapus' },
        });
        expect(await rows()).toEqual(before);
      }
      expect((await list()).items.some((u) => u.id === user.id)).toBe(true);
    });

    it.each([
      ['an empty list', { id: [] }, { id: ['Pilih minimal satu data'] }],
      ['no list', {}, { id: ['Pilih minimal satu data'] }],
      [
        'more than 50 ids',
        { id: Array.from({ length: 51 }, (_, i) => i + 1) },
        { id: ['Paling banyak 50 data sekaligus'] },
      ],
      ['an id that is not a number', { id: ['satu'] }, { 'id.0': ['ID tidak valid'] }],
    ])('refuses %s with 422', async (_, body, errors) => {
      const before = await rows();
      expect(await call('DELETE', '/strict/user', body)).toEqual({ status: 422, body: { message: INVALID, errors } });
      expect(await rows()).toEqual(before);
    });
  });

  describe('validation and conflicts on create', () => {
    const long = 'x'.repeat(256);
    it.each([
      ['first_name missing', { first_name: undefined }, { first_name: ['Nama Depan kosong'] }],
      ['first_name blank', { first_name: '   ' }, { first_name: ['Nama Depan kosong'] }],
      ['phone_number missing', { phone_number: undefined }, { phone_number: ['Nomor Ponsel kosong'] }],
      ['phone_number empty', { phone_number: '' }, { phone_number: ['Nomor Ponsel kosong'] }],
      ['status missing', { status: undefined }, { status: ['Status belum dipilih'] }],
      ['status unknown', { status: 'aktif' }, { status: ['Status belum dipilih'] }],
      ['first_name of 256 characters', { first_name: long }, { first_name: ['Maksimal 255 karakter'] }],
      ['last_name of 256 characters', { last_name: long }, { last_name: ['Maksimal 255 karakter'] }],
      ['email of 256 characters', { email: `${'e'.repeat(248)}@test.id` }, { email: ['Maksimal 255 karakter'] }],
      ['a malformed email', { email: 'bukan-email' }, { email: ['Format email tidak valid'] }],
      [
        'a malformed phone number',
        { phone_number: '12345' },
        { phone_number: ['Nomor ponsel tidak valid (contoh: 081234567890)'] },
      ],
      [
        'a phone number with letters',
        { phone_number: '0812abcd5678' },
        { phone_number: ['Nomor ponsel tidak valid (contoh: 081234567890)'] },
      ],
      [
        'numbers where text belongs',
        { first_name: 1, last_name: 2, email: 3, phone_number: 4, status: 5, password: 6 },
        {
          first_name: ['Harus berupa teks'],
          last_name: ['Harus berupa teks'],
          email: ['Format email tidak valid'],
          phone_number: ['Harus berupa teks'],
          status: ['Status belum dipilih'],
          password: ['Harus berupa teks'],
        },
      ],
    ])('refuses %s with 422 and the exact message, changing nothing', async (_, over, errors) => {
      const before = await rows();
      expect(await call('POST', '/strict/user', newAdmin(over))).toEqual({
        status: 422,
        body: { message: INVALID, errors },
      });
      expect(await rows()).toEqual(before);
    });

    it.each([
      ['a JSON array', '[1]', 422],
      ['JSON null', 'null', 422],
      ['malformed JSON', '{"first_name": ', 400],
    ])('refuses %s as the body without a server error', async (_, body, status) => {
      expect((await call('POST', '/strict/user', body)).status).toBe(status);
    });

    it('refuses a NUL character in a text, and an id beyond the database range, with 422 (never 500)', async () => {
      const before = await rows();
      expect(await call('POST', '/strict/user', newAdmin({ first_name: 'Ri\u0000na' }))).toMatchObject({
        status: 422,
        body: { message: INVALID },
      });
      expect(await call('GET', '/strict/user?search=a%00b')).toMatchObject({ status: 422, body: { message: INVALID } });
      expect(await call('DELETE', '/strict/user', { id: [3_000_000_000] })).toMatchObject({
        status: 422,
        body: { message: INVALID },
      });
      expect(await call('PUT', '/strict/user/3000000000', newAdmin())).toEqual({
        status: 422,
        body: { message: INVALID, errors: { id: ['ID tidak valid'] } },
      });
      expect(await rows()).toEqual(before);
    });

    it('refuses a body that is not JSON with 415', async () => {
      const res = await call('POST', '/strict/user', 'first_name=Rina', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res).toEqual({ status: 415, body: { message: 'Isi permintaan harus berformat JSON' } });
    });

    it.each([
      [
        'an email in other case',
        () => ({ email: ADMIN.email.toUpperCase() }),
        'email',
        () => `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`,
      ],
      [
        'a phone number in another format',
        (p: string) => ({ phone_number: `+62 ${p.slice(1, 4)}-${p.slice(4)}` }),
        'phone_number',
        (p: string) => `Nomor ponsel ${p} sudah dipakai oleh pengguna lain`,
      ],
    ])('refuses %s already taken with 409 naming the field', async (_, over, field, message) => {
      const phone = (await list()).items.find((u) => u.id === ctx.fixtures.adminId)!.phone_number;
      const before = await rows();
      expect(await call('POST', '/strict/user', newAdmin(over(phone)))).toEqual({
        status: 409,
        body: { message: message(phone), errors: { [field]: [message(phone)] } },
      });
      expect(await rows()).toEqual(before);
    });
  });

  describe('access', () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/strict/user', undefined],
      ['POST', '/strict/user', newAdmin()],
      ['PUT', '/strict/user/1', newAdmin()],
      ['DELETE', '/strict/user', { id: [2] }],
    ];

    it.each(calls)('refuses %s %s without a token (401)', async (method, path, body) => {
      const before = await rows();
      expect(await call(method, path, body, { token: null })).toEqual({
        status: 401,
        body: { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' },
      });
      expect(await rows()).toEqual(before);
    });

    it.each(calls)('refuses %s %s to a signed-in non-administrator (403)', async (method, path, body) => {
      const [customer] = await ctx.database.db.select().from(users).where(eq(users.email, CUSTOMER_LOGIN.email));
      const { accessToken } = await startFamily(ctx.database.db, env, customer!);
      const before = await rows();
      expect(await call(method, path, body, { token: accessToken })).toEqual({
        status: 403,
        body: { message: 'Anda tidak memiliki akses ke data ini' },
      });
      // Even an invalid body is refused for access first: nothing about the rules leaks.
      if (method !== 'GET') expect((await call(method, path, { id: 'x' }, { token: accessToken })).status).toBe(403);
      expect(await rows()).toEqual(before);
    });

    it('answers in English when asked (Accept-Language: en)', async () => {
      const en = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
      expect(
        await call('POST', '/strict/user', newAdmin({ first_name: 'x'.repeat(256), password: undefined }), en),
      ).toEqual({
        status: 422,
        body: {
          message: 'The submitted data is invalid',
          errors: { first_name: ['Maximum 255 characters'], password: ['Password is required'] },
        },
      });
      expect(await call('GET', '/strict/user?page=0', undefined, en)).toEqual({
        status: 422,
        body: { message: 'The submitted data is invalid', errors: { page: ['Page must be a positive whole number'] } },
      });
      expect(await call('GET', '/strict/user', undefined, { ...en, token: null })).toEqual({
        status: 401,
        body: { message: 'Your session is invalid or has expired, please sign in again' },
      });
    });
  });
});

describe.each(testDbKinds)('/strict/user paging on %s', (kind) => {
  const { ctx, list } = useApi(kind);

  it('pages exactly at the 50-row boundary, newest first, without gaps or repeats', async () => {
    // The fixtures hold two administrators; 48 more make exactly one full page.
    const more = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        firstName: 'Halaman',
        lastName: `${from + i}`,
        phoneNumber: `0813${String(from + i).padStart(8, '0')}`,
        role: 'admin' as const,
      }));
    await ctx.database.db.insert(users).values(more(1, 48));
    const full = await list();
    expect(full).toMatchObject({ has_next_page: false, total_records: 50 });
    expect(full.items).toHaveLength(50);
    expect((await list('?page=2')).items).toEqual([]);

    await ctx.database.db.insert(users).values(more(49, 1));
    const first = await list();
    expect(first).toMatchObject({ has_next_page: true, total_records: 51 });
    expect(first.items[0]!.last_name).toBe('49');
    const second = await list('?page=2&per_page=50');
    expect(second).toEqual({
      items: [expect.objectContaining({ id: ctx.fixtures.adminId })],
      has_next_page: false,
      total_records: 51,
    });

    const ids = [...first.items, ...second.items].map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(51);

    const pages = await Promise.all([1, 2, 3].map((p) => list(`?page=${p}&per_page=20`)));
    expect(pages.map((p) => [p.items.length, p.has_next_page])).toEqual([
      [20, true],
      [20, true],
      [11, false],
    ]);
    expect(pages.flatMap((p) => p.items.map((u) => u.id))).toEqual(ids);
  });
});
