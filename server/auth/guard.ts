import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../errors';
import { loadSessionState, verifyAccessToken } from './tokens';

/** Guards /strict: a valid, unexpired token of ours, whose family is alive, of an active user. */
export function requireAuth({ db, env }: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    const claims = match ? await verifyAccessToken(env, match[1]!) : null;
    const state = claims ? await loadSessionState(db, claims) : null;
    if (!state) throw ApiError.of(401, 'unauthenticated');
    c.set('auth', state);
    await next();
  });
}

export function requireRole(...roles: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('auth').role)) throw ApiError.of(403, 'forbidden');
    await next();
  });
}
