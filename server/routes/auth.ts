import { createRoute } from '@hono/zod-openapi';
import { and, eq, sql } from 'drizzle-orm';
import { refreshSchema, signInSchema, tokenPairSchema, type SignInInput } from '../../lib/schemas/auth';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import { signInAnswerSchema } from '../../lib/schemas/two-factor';
import { issueChallenge } from '../auth/challenges';
import { deviceTokenUser } from '../auth/device-token';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { auditSignOut, recordFailedSignIn } from '../auth/sign-in-audit';
import { assertNotThrottled, sessionUser, signedIn, throttleOf } from '../auth/signed-in';
import { clearFailures, clientAddress } from '../auth/throttle';
import { revokeByRefreshToken, rotate } from '../auth/tokens';
import { factorRequired, hasEnabledFactor } from '../domain/two-factor';
import type { Context } from 'hono';
import { json, jsonBody, router, type AppDeps, type AppEnv } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../errors';

const errors = { 401: json(apiErrorSchema, 'Rejected'), 422: json(apiErrorSchema, 'Invalid input') };
const throttled = {
  429: json(
    apiErrorSchema,
    'Too many failed sign-ins from this address (Retry-After says when to try again). A genuine device_token of the account lifts the limit over all accounts from this address, never the one for this account.',
  ),
};

const signedInOrSecondStep =
  'Signed in (the token pair); or, for an account with a second factor, `two_factor_required` and the challenge that POST …/login/two-factor takes; or, when REQUIRE_2FA holds and the administrator has none yet, `two_factor_enrolment_required` and the challenge of the enrolment.';

/** Verifying against this when the account does not exist keeps timing from telling. */
let dummyHash: Promise<string> | undefined;

export function authRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = router();

  /**
   * Signs a user in; `adminOnly` is the back office's door, the other one is the field apps'. An
   * account with a second factor (or an administrator who must enrol one) gets a challenge for
   * the second step instead of tokens, and its failures are cleared only once that step is done:
   * a right password must not reset the count of wrong codes.
   */
  const signIn =
    (adminOnly: boolean) =>
    async (c: Context<AppEnv>, { email, password, device_token }: SignInInput) => {
      const throttle = throttleOf(c, deps, email);
      const byEmail = sql`lower(${users.email}) = lower(${email})`;
      const [user] = await db
        .select()
        .from(users)
        .where(adminOnly ? and(byEmail, eq(users.role, 'admin')) : byEmail)
        .limit(1);
      await assertNotThrottled(c, throttle, user !== undefined && deviceTokenUser(env, device_token) === user.id);
      dummyHash ??= hashPassword('not-a-real-password');
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !user.passwordHash || !ok || user.status !== 'active') {
        await recordFailedSignIn(throttle);
        throw ApiError.of(401, 'loginFailed');
      }
      if (await hasEnabledFactor(db, user.id)) {
        const challenge = await issueChallenge(db, user.id);
        return c.json(
          { message: c.var.t('api.twoFactorCodeNeeded'), two_factor_required: true as const, challenge },
          200,
        );
      }
      if (factorRequired(env, user.role)) {
        const challenge = await issueChallenge(db, user.id);
        const message = c.var.t('api.twoFactorEnrolmentNeeded');
        return c.json({ message, two_factor_enrolment_required: true as const, challenge }, 200);
      }
      await clearFailures(throttle);
      return c.json(await signedIn(c, deps, user, throttle.address), 200);
    };

  for (const adminOnly of [true, false]) {
    const login = createRoute({
      method: 'post',
      path: adminOnly ? '/admin/login' : '/login',
      tags: ['auth'],
      summary: adminOnly
        ? 'Sign an administrator in (the back office)'
        : "Sign any user in (field apps: a unit bank's staff, a customer); what they may do follows their role",
      request: jsonBody(signInSchema),
      responses: { 200: json(signInAnswerSchema, signedInOrSecondStep), ...errors, ...throttled },
    });
    const handle = signIn(adminOnly);
    app.openapi(login, (c) => handle(c, c.req.valid('json')));
  }

  const refresh = createRoute({
    method: 'post',
    path: '/refresh',
    tags: ['auth'],
    summary: 'Rotate a refresh token into a new token pair',
    request: jsonBody(refreshSchema),
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
        user: await sessionUser(db, user!),
      },
      200,
    );
  });

  const logout = createRoute({
    method: 'post',
    path: '/logout',
    tags: ['auth'],
    summary: 'Revoke the refresh token family (every token of that sign-in)',
    request: jsonBody(refreshSchema),
    responses: { 200: json(messageSchema, 'Signed out'), 422: errors[422] },
  });
  app.openapi(logout, async (c) => {
    const token = c.req.valid('json').refresh_token;
    const address = clientAddress(c, env);
    // A sign-out is audited once: a token of a sign-in already ended (or none of ours) writes nothing.
    await db.transaction(async (tx) => {
      const userId = await revokeByRefreshToken(tx, token);
      if (userId !== undefined) await auditSignOut(tx, userId, address);
    });
    return c.json({ message: c.var.t('api.logoutSuccess') }, 200);
  });

  return app;
}
