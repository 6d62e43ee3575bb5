// The one harness of the API tests: the app on a new database with the fixtures, a JSON caller,
// signing in (the back office's door and the field apps' door), the texts every refusal carries,
// and "this request changed nothing" (a fingerprint of every table a request can write, and the
// total stock).
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { startFamily } from '../auth/tokens';
import { createApp, type App } from '../app';
import type { Database, Db } from '../db/client';
import {
  auditLog,
  bsus,
  collectors,
  customers,
  transactionLines,
  transactions,
  trash,
  users,
  walletLedger,
  walletRequests,
  wallets,
} from '../db/schema';
import { openTestDatabase, testEnv, type TestDbKind } from './databases';
import { ADMIN, insertFixtures, insertUser, type Fixtures } from './fixtures';

export const INVALID = 'Data yang dikirim tidak valid';
export const FORBIDDEN = { message: 'Anda tidak memiliki akses ke data ini' };
export const UNAUTHENTICATED = { message: 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali' };
export const NOT_JSON = { message: 'Isi permintaan harus JSON yang valid' };
export const NOT_JSON_TYPE = { message: 'Isi permintaan harus berformat JSON' };

export type Body<D = unknown> = { message?: string; errors?: Record<string, string[]>; data?: D } & Record<
  string,
  unknown
>;
export type Reply<D = unknown> = { status: number; body: Body<D> };
/** One API call: a string or RawJson body is sent as written, anything else as JSON. */
export type Call<D = unknown> = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Reply<D>>;

/** A JSON body sent exactly as written: numbers JSON.stringify cannot write (1e309) or would round (99999999999999.99). */
export class RawJson {
  constructor(readonly text: string) {}
}

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Calls the app as a client would, with `token` as the bearer (none: anonymous). */
export const caller =
  <D = unknown>(app: Requester, token?: string): Call<D> =>
  async (method, path, body, headers = {}) => {
    const payload =
      body === undefined
        ? undefined
        : body instanceof RawJson
          ? body.text
          : typeof body === 'string'
            ? body
            : JSON.stringify(body);
    const res = await app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: payload,
    });
    // A download (an export) is not JSON: its type stands in for the body.
    const type = res.headers.get('content-type') ?? '';
    const parsed = type.startsWith('application/json') ? await res.json() : { download: type };
    return { status: res.status, body: parsed as Body<D> };
  };

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

export type TokenPairBody = { message: string; jwt_token: string; jwt_refresh_token: string; expires_in: number };

/** Signs in through the API itself, as the back office does. */
export async function login(app: Requester, credentials: { email: string; password: string } = ADMIN) {
  const res = await app.request('/auth/admin/login', jsonPost(credentials));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as TokenPairBody;
}

/** Signs in through the field apps' door (POST /auth/login), as a unit bank's staff or a customer would. */
export async function signIn(app: App, credentials: { email: string; password: string }) {
  const res = await app.request('/auth/login', jsonPost(credentials));
  expect(res.status).toBe(200);
  return ((await res.json()) as TokenPairBody).jwt_token;
}

/** Fixture users other than the admin and Budi have no password: give one, then sign in. */
export async function fieldToken(app: App, db: Db, userId: number, email: string) {
  const password = 'rahasia-lapangan-123';
  await db
    .update(users)
    .set({ email, passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
  return signIn(app, { email, password });
}

/** An access token of a signed-in customer: a user the back office's API must refuse (403). */
export async function customerToken(db: Db) {
  const id = await insertUser(db, { firstName: 'Nasabah', role: 'customer' });
  return (await startFamily(db, testEnv(), { id, role: 'customer' })).accessToken;
}

const fingerprinted = {
  users,
  collectors,
  bsus,
  customers,
  trash,
  transactions,
  transactionLines,
  walletLedger,
  walletRequests,
  wallets,
  auditLog,
};

/** Row counts of the given tables, by the names given. */
export async function rowCounts<K extends string>(db: Db, tables: Record<K, PgTable>) {
  const out = {} as Record<K, number>;
  for (const [name, table] of Object.entries(tables) as [K, PgTable][]) {
    out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  }
  return out;
}

/** Row counts of every table a request can write, and the total stock. */
export async function fingerprint(db: Db) {
  const out: Record<string, number | string> = await rowCounts(db, fingerprinted);
  out.stock = (await db.select({ s: sql<string>`coalesce(sum(${trash.stock}), 0)::text` }).from(trash))[0]!.s;
  return out;
}

/** Runs the request and checks that it left every table, and every stock, as it was. */
export async function unchanged<T>(db: Db, request: () => Promise<T>): Promise<T> {
  const before = await fingerprint(db);
  const result = await request();
  expect(await fingerprint(db)).toEqual(before);
  return result;
}

/**
 * The audit rows of the changes to one `entity` record, oldest first: an account's sign-ins and
 * sign-outs, which every signed-in test makes, are left out (audit-sign-in.test.ts checks them).
 */
export const auditRowsOf = (db: Db, entity: string, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(id)),
        notInArray(auditLog.action, ['sign_in', 'sign_in_failed', 'sign_in_throttled', 'sign_out']),
      ),
    )
    .orderBy(auditLog.id);

/** GET `path`?`query` (200), parsed by `schema` as the client parses it. */
export async function listOf<T>(call: Call, path: string, query: string, schema: { parse: (value: unknown) => T }) {
  const res = await call('GET', `${path}?${query}`);
  expect(res.status).toBe(200);
  return schema.parse(res.body);
}

/**
 * The newest audit row is the fixture administrator's `action` on `entity` record `id`, with
 * `change`'s before and after (toMatchObject); gives the row.
 */
export async function expectLastAudit(
  ctx: { db: Db; fixtures: Fixtures },
  entity: string,
  action: 'create' | 'update' | 'delete',
  id: number,
  change: { before: unknown; after: unknown },
) {
  const [audit] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(audit).toMatchObject({ actorUserId: ctx.fixtures.adminId, action, entity, entityId: String(id), ...change });
  return audit!;
}

export type FixtureApp = {
  database: Database;
  db: Db;
  fixtures: Fixtures;
  app: App;
  adminToken: string;
  /** The administrator's caller. */
  call: Call;
};

/** A new database of `kind` with the fixtures, the app on it, and an administrator's token and caller. */
export async function fixtureApp(kind: TestDbKind): Promise<FixtureApp> {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env: testEnv() });
  const adminToken = (await login(app)).jwt_token;
  return { database, db: database.db, fixtures, app, adminToken, call: caller(app, adminToken) };
}

/**
 * fixtureApp for the enclosing describe: opened before its tests (then `prepare` adds what the
 * suite needs), closed after. The fields are there once the tests run.
 */
export function useFixtureApp(kind: TestDbKind, prepare?: (ctx: FixtureApp) => Promise<void>): FixtureApp {
  const ctx = {} as FixtureApp;
  beforeAll(async () => {
    Object.assign(ctx, await fixtureApp(kind));
    await prepare?.(ctx);
  });
  afterAll(() => ctx.database?.close());
  return ctx;
}
