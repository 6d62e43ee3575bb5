// The sign-in's second step: the challenge the password step answered, with a code of the app or a
// recovery code (→ the token pair); or, when REQUIRE_2FA makes an administrator enrol first, the
// enrolment on the spot (the QR code, then the first code → recovery codes and the token pair).
// No bearer token here: the challenge is the proof of the password.
import type { Context } from 'hono';
import { tokenPairSchema } from '../../lib/schemas/auth';
import { apiErrorSchema } from '../../lib/schemas/common';
import {
  enrolledSignInSchema,
  enrolmentChallengeSchema,
  enrolmentConfirmSchema,
  enrolmentSchema,
  signInCodeSchema,
} from '../../lib/schemas/two-factor';
import { CHALLENGE_MAX_FAILURES, findChallenge, spendChallenge } from '../auth/challenges';
import { recordFailedSignIn } from '../auth/sign-in-audit';
import { assertNotThrottled, countingFailures, signedIn, throttleOf } from '../auth/signed-in';
import { clearFailures, failuresSince } from '../auth/throttle';
import { json, router, type AppDeps, type AppEnv, jsonBody } from '../context';
import {
  confirmEnrolment,
  factorRequired,
  hasEnabledFactor,
  isWrongProof,
  startEnrolment,
  spendFactorCode,
} from '../domain/two-factor';
import { ApiError } from '../errors';
import { inTransaction } from './in-transaction';
import { publicRoute } from './public-route';

const refusals = {
  401: json(apiErrorSchema, 'The challenge is unknown, used up or expired (sign in again), or the code is wrong'),
  422: json(apiErrorSchema, 'Invalid input'),
  429: json(apiErrorSchema, 'Too many failed sign-ins from this address (Retry-After says when to try again)'),
};

export function twoFactorSignInRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = router();
  const route = publicRoute('auth', { responses: refusals });

  /** The live challenge's person: active, an administrator at the back office's door. */
  async function challenged(token: string, adminOnly: boolean) {
    const found = await findChallenge(db, token);
    if (!found || found.user.status !== 'active' || (adminOnly && found.user.role !== 'admin'))
      throw ApiError.of(401, 'twoFactorChallengeInvalid');
    return found;
  }

  /**
   * Runs the step's check; a wrong code counts as a failed sign-in (the throttle), and the fifth
   * one on this challenge ends it. A right one uses the challenge up and clears the failures.
   */
  async function secondStep<T>(
    c: Context<AppEnv>,
    token: string,
    adminOnly: boolean,
    check: (userId: number) => Promise<T>,
  ) {
    const found = await challenged(token, adminOnly);
    const throttle = throttleOf(c, deps, found.user.email ?? String(found.user.id));
    await assertNotThrottled(c, throttle);
    try {
      const result = await countingFailures(throttle, () => check(found.user.id), recordFailedSignIn);
      if (!(await spendChallenge(db, found.id))) throw ApiError.of(401, 'twoFactorChallengeInvalid');
      await clearFailures(throttle);
      return { user: found.user, address: throttle.address, result };
    } catch (err) {
      if (!isWrongProof(err)) throw err;
      if ((await failuresSince(throttle, found.createdAt)) >= CHALLENGE_MAX_FAILURES) {
        await spendChallenge(db, found.id);
        throw ApiError.of(401, 'twoFactorChallengeSpent');
      }
      throw ApiError.of(401, 'twoFactorCodeWrong');
    }
  }

  const codeStep = (adminOnly: boolean) =>
    route({
      method: 'post',
      path: adminOnly ? '/admin/login/two-factor' : '/login/two-factor',
      summary: 'Second step of a sign-in: a six-digit code of the authenticator app, or a recovery code (once each)',
      request: jsonBody(signInCodeSchema),
      responses: { 200: json(tokenPairSchema, 'Signed in') },
    });
  for (const adminOnly of [true, false])
    app.openapi(codeStep(adminOnly), async (c) => {
      const { challenge, code } = c.req.valid('json');
      const done = await secondStep(c, challenge, adminOnly, (userId) =>
        inTransaction(db, {}, (tx) => spendFactorCode(tx, env, userId, code)),
      );
      return c.json(await signedIn(c, deps, done.user, done.address), 200);
    });

  const enrol = route({
    method: 'post',
    path: '/admin/login/two-factor/enrolment',
    summary: 'REQUIRE_2FA: start the enrolment the sign-in asked for (the QR code as SVG, and the secret to type in)',
    request: jsonBody(enrolmentChallengeSchema),
    responses: { 200: json(enrolmentSchema, 'Scan it, then confirm with a code') },
  });
  app.openapi(enrol, async (c) => {
    const { user } = await challenged(c.req.valid('json').challenge, true);
    if (!factorRequired(env, user.role) || (await hasEnabledFactor(db, user.id)))
      throw ApiError.of(401, 'twoFactorChallengeInvalid');
    return c.json(await startEnrolment(db, env, user.id), 200);
  });

  const confirm = route({
    method: 'post',
    path: '/admin/login/two-factor/enrolment/confirm',
    summary:
      'REQUIRE_2FA: confirm the enrolment with a first code; answers the recovery codes (once) and the token pair',
    request: jsonBody(enrolmentConfirmSchema),
    responses: { 200: json(enrolledSignInSchema, 'Enrolled and signed in'), 409: refusals[422] },
  });
  app.openapi(confirm, async (c) => {
    const { challenge, code } = c.req.valid('json');
    const done = await secondStep(c, challenge, true, (userId) =>
      inTransaction(db, {}, (tx) => confirmEnrolment(tx, env, userId, code)),
    );
    return c.json({ ...(await signedIn(c, deps, done.user, done.address)), recovery_codes: done.result }, 200);
  });

  return app;
}
