// What the administrator API tests (users*.test.ts) share: the resource, the app, a caller
// typed for /strict/user, the list as a client reads it, creating a valid administrator, and the
// rows a change may touch.
import { expect } from 'vitest';
import { userItemSchema, userListSchema, type UserItem } from '../../lib/schemas/users';
import type { Db } from '../db/client';
import { auditLog, users } from '../db/schema';
import { caller, rowCounts, useFixtureApp, type Reply } from './api';
import type { TestDbKind } from './databases';
import { adminForm as newAdmin } from './master-data';
import { resourceOf } from './resource-app';

export const USER = resourceOf('user', 'User', userItemSchema, userListSchema);

/** How many users and audit rows there are. */
export const rows = (db: Db) => rowCounts(db, { users, audit: auditLog });

/** useFixtureApp for the enclosing describe, with the calls every /strict/user suite makes. */
export function useUserApp(kind: TestDbKind) {
  const ctx = useFixtureApp(kind);
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    ctx.call(method, path, body, headers) as Promise<Reply<UserItem>>;
  const list = async (query = '') => {
    const res = await call('GET', `/strict/user${query}`);
    expect(res.status).toBe(200);
    return userListSchema.parse(res.body);
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const input = newAdmin(over);
    const res = await call('POST', '/strict/user', input);
    expect(res.status).toBe(201);
    return { input, user: userItemSchema.parse(res.body.data) };
  };
  const strictStatus = async (token: string) => (await caller(ctx.app, token)('GET', '/strict/user')).status;
  return { ctx, call, list, create, strictStatus };
}
