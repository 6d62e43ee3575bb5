// What the transaction, wallet and fuzz API tests share: the fixtures on a new database with the
// app on it, a JSON caller, "this request changed nothing" (row counts of everything money touches, and the total stock), and signing in through
// the field apps' door (POST /auth/login), as a unit bank's staff or a customer would.
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { createApp, type App } from '../app';
import type { Db } from '../db/client';
import {
  auditLog,
  transactionLines,
  transactions,
  trash,
  users,
  walletLedger,
  walletRequests,
  wallets,
} from '../db/schema';
import { openTestDatabase, testEnv, type TestDbKind } from './databases';
import { insertFixtures, jsonPost, login, type TokenPairBody } from './fixtures';

export type Body<D> = { message?: string; errors?: Record<string, string[]>; data?: D } & Record<string, unknown>;
export type Call<D = unknown> = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Body<D> }>;

/** A JSON body sent exactly as written: numbers JSON.stringify cannot write (1e309) or would round (99999999999999.99). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const caller =
  <D>(app: App, token?: string): Call<D> =>
  async (method, path, body) => {
    const headers: Record<string, string> = {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const payload = body === undefined ? undefined : body instanceof RawJson ? body.text : JSON.stringify(body);
    const res = await app.request(path, { method, headers, body: payload });
    return { status: res.status, body: (await res.json()) as Body<D> };
  };

export async function moneyCounts(db: Db) {
  const out: Record<string, number | string> = {};
  for (const [name, table] of Object.entries({
    transactions,
    transactionLines,
    walletLedger,
    walletRequests,
    wallets,
    auditLog,
  })) {
    out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  }
  out.stock = (await db.select({ s: sql<string>`coalesce(sum(${trash.stock}), 0)::text` }).from(trash))[0]!.s;
  return out;
}

/** Runs the request and checks that it left every money table, and every stock, as it was. */
export async function unchanged<T>(db: Db, request: () => Promise<T>): Promise<T> {
  const before = await moneyCounts(db);
  const result = await request();
  expect(await moneyCounts(db)).toEqual(before);
  return result;
}

/** A new database of `kind` with the fixtures, the app on it, and an administrator's token. */
export async function fixtureApp(kind: TestDbKind) {
  const database = await openTestDatabase(kind);
  const fixtures = await insertFixtures(database.db);
  const app = createApp({ db: database.db, env: testEnv() });
  return { database, db: database.db, fixtures, app, adminToken: (await login(app)).jwt_token };
}

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
