import { createRoute } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { refreshSchema, signInSchema, tokenPairSchema, type SignInInput } from '../../lib/schemas/auth';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import { deviceTokenUser, issueDeviceToken } from '../auth/device-token';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearFailures, clientAddress, recordFailure, retryAfter } from '../auth/throttle';
import { revokeByRefreshToken, rotate, startFamily } from '../auth/tokens';
import type { Context } from 'hono';
import { json, router, type AppDeps, type AppEnv } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../errors';

const errors = { 401: json(apiErrorSchema, 'Rejected'), 422: json(apiErrorSchema, 'Invalid input') };
const throttled = {
  429: json(
    apiErrorSchema,
    'Too many failed sign-ins from this address (Retry-After says when to try again). A genuine device_token of the account lifts the limit over all accounts from this address, never the one for this account.',
  ),
};

/** Verifying against this when the account does not exist keeps timing from telling. */
let dummyHash: Promise<string> | undefined;

export function authRoutes({ db, env }: AppDeps) {
  const app = router();

  /** Signs a user in; `adminOnly` is the back office's door, the other one is the field apps'. */
  const signIn =
    (adminOnly: boolean) =>
    async (c: Context<AppEnv>, { email, password, device_token }: SignInInput) => {
      const throttle = { db, env, account: email.trim().toLowerCase().slice(0, 255), address: clientAddress(c, env) };
      const byEmail = sql`lower(${users.email}) = lower(${email})`;
      const [user] = await db
        .select()
        .from(users)
        .where(adminOnly ? and(byEmail, eq(users.role, 'admin')) : byEmail)
        .limit(1);
      const knownDevice = user !== undefined && deviceTokenUser(env, device_token) === user.id;
      const wait = await retryAfter(throttle, knownDevice);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw ApiError.of(429, 'loginThrottled', { minutes: Math.ceil(wait / 60) });
      }
      dummyHash ??= hashPassword('not-a-real-password');
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !user.passwordHash || !ok || user.status !== 'active') {
        await recordFailure(throttle);
        throw ApiError.of(401, 'loginFailed');
      }
      await clearFailures(throttle);
      const pair = await startFamily(db, env, user);
      return c.json(
        {
          message: c.var.t('api.loginSuccess'),
          jwt_token: pair.accessToken,
          jwt_refresh_token: pair.refreshToken,
          expires_in: pair.expiresIn,
          user: { id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email },
          device_token: issueDeviceToken(env, user.id),
        },
        200,
      );
    };

  const login = createRoute({
    method: 'post',
    path: '/admin/login',
    tags: ['auth'],
    summary: 'Sign an administrator in (the back office)',
    request: { body: { content: { 'application/json': { schema: signInSchema } }, required: true } },
    responses: { 200: json(tokenPairSchema, 'Signed in'), ...errors, ...throttled },
  });
  const adminSignIn = signIn(true);
  app.openapi(login, (c) => adminSignIn(c, c.req.valid('json')));

  const fieldLogin = createRoute({
    method: 'post',
    path: '/login',
    tags: ['auth'],
    summary: "Sign any user in (field apps: a unit bank's staff, a customer); what they may do follows their role",
    request: { body: { content: { 'application/json': { schema: signInSchema } }, required: true } },
    responses: { 200: json(tokenPairSchema, 'Signed in'), ...errors, ...throttled },
  });
  const anySignIn = signIn(false);
  app.openapi(fieldLogin, (c) => anySignIn(c, c.req.valid('json')));

  const refresh = createRoute({
    method: 'post',
    path: '/refresh',
    tags: ['auth'],
    summary: 'Rotate a refresh token into a new token pair',
    request: { body: { content: { 'application/json': { schema: refreshSchema } }, required: true } },
    responses: { 200: json(tokenPairSchema, 'Rotated'), ...errors },
  });
  app.openapi(refresh, async (c) => {
    const rotated = await rotate(db, env, c.req.valid('json').refresh_token);
    if (!rotated) throw ApiError.of(401, 'refreshFailed');
    const [user] = await db.select().from(users).where(eq(users.id, rotated.userId)).limit(1);
    return c.json(
      {
        message: c.var.t('api.refreshSuccess'),
        jwt_token: rotated.accessToken,
        jwt_refresh_token: rotated.refreshToken,
        expires_in: rotated.expiresIn,
        user: { id: user!.id, first_name: user!.firstName, last_name: user!.lastName, email: user!.email },
      },
      200,
    );
  });

  const logout = createRoute({
    method: 'post',
    path: '/logout',
    tags: ['auth'],
    summary: 'Revoke the refresh token family (every token of that sign-in)',
    request: { body: { content: { 'application/json': { schema: refreshSchema } }, required: true } },
    responses: { 200: json(messageSchema, 'Signed out'), 422: errors[422] },
  });
  app.openapi(logout, async (c) => {
    await revokeByRefreshToken(db, c.req.valid('json').refresh_token);
    return c.json({ message: c.var.t('api.logoutSuccess') }, 200);
  });

  return app;
}
