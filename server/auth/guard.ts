import { createMiddleware } from 'hono/factory';
import { can, type Ability } from '../../lib/schemas/access';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../errors';
import { loadSessionState } from './session-state';
import { verifyAccessToken } from './tokens';

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

/**
 * Guards an operation by what it does: a back-office account needs the ability in its role
 * (lib/schemas/access.ts); a field-app account needs to be one of `fieldRoles`.
 */
export function requireAbility(ability: Ability, ...fieldRoles: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { role, staff } = c.get('auth');
    const allowed = role === 'admin' ? can(staff?.role, ability) : fieldRoles.includes(role);
    if (!allowed) throw ApiError.of(403, 'forbidden');
    await next();
  });
}

export function requireRole(...roles: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('auth').role)) throw ApiError.of(403, 'forbidden');
    await next();
  });
}

/**
 * Guards what only a programme-wide account may read (the audit trail): whatever its role says,
 * an account scoped to a parent or a unit bank is refused.
 */
export const requireProgrammeWide = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('auth').staff?.collectorId != null) throw ApiError.of(403, 'forbidden');
    await next();
  });
