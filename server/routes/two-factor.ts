// /strict/account/two-factor: my second factor. Its status, turning it on (QR code, then a first
// code → ten recovery codes shown once), new recovery codes, turning it off. Wrong codes count
// against the sign-in throttle as at the sign-in itself: a stolen session cannot guess its way in.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import {
  codeSchema,
  disableSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  twoFactorStatusSchema,
} from '../../lib/schemas/two-factor';
import { assertNotThrottled, countingFailures, throttleOf } from '../auth/signed-in';
import { json, securedRouter, type AppDeps, type AppEnv, jsonBody } from '../context';
import { users } from '../db/schema';
import {
  confirmEnrolment,
  disableFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from '../domain/two-factor';
import { inTransaction } from './in-transaction';

const refusals = {
  401: json(apiErrorSchema, 'Not signed in'),
  409: json(apiErrorSchema, 'Not possible in the factor’s present state (already on, not on, required)'),
  422: json(apiErrorSchema, 'Invalid input, or a wrong code or password (on its field)'),
  429: json(apiErrorSchema, 'Too many wrong codes or passwords (Retry-After says when to try again)'),
};

export function twoFactorRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const { app, route } = securedRouter('account');

  /** Runs a step that checks a code or password of mine, throttled like a sign-in to my account. */
  async function throttled<T>(c: Context<AppEnv>, work: () => Promise<T>): Promise<T> {
    const [me] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, c.get('auth').userId));
    const throttle = throttleOf(c, deps, me?.email ?? String(c.get('auth').userId));
    await assertNotThrottled(c, throttle);
    return countingFailures(throttle, work);
  }

  const status = route({
    method: 'get',
    path: '/',
    summary: 'My second factor: on or off, recovery codes left, whether REQUIRE_2FA holds for me',
    responses: { 200: json(twoFactorStatusSchema, 'Status'), 401: refusals[401] },
  });
  app.openapi(status, async (c) => c.json(await twoFactorStatus(db, env, c.get('auth')), 200));

  const start = route({
    method: 'post',
    path: '/',
    summary: 'Start turning it on: the QR code (SVG, drawn on the server) and the secret to type in by hand',
    responses: {
      200: json(enrolmentSchema, 'Scan it, then confirm with a code'),
      401: refusals[401],
      409: refusals[409],
    },
  });
  app.openapi(start, async (c) => c.json(await startEnrolment(db, env, c.get('auth').userId), 200));

  // Turning it on and renewing the codes are one exchange: a code of the app for ten recovery codes.
  for (const [path, step, done, summary, description] of [
    [
      '/confirm',
      confirmEnrolment,
      'api.twoFactorEnabled',
      'Turn it on with a first code of the app; answers the ten recovery codes, once',
      'On',
    ],
    [
      '/recovery-codes',
      regenerateRecoveryCodes,
      'api.recoveryCodesRegenerated',
      'Ten new recovery codes for a current code of the app; the old ones stop working',
      'New codes',
    ],
  ] as const) {
    const operation = route({
      method: 'post',
      path,
      summary,
      request: jsonBody(codeSchema),
      responses: { 200: json(recoveryCodesSchema, description), ...refusals },
    });
    app.openapi(operation, async (c) => {
      const { code } = c.req.valid('json');
      const codes = await throttled(c, () => inTransaction(db, {}, (tx) => step(tx, env, c.get('auth').userId, code)));
      return c.json({ message: c.var.t(done), recovery_codes: codes }, 200);
    });
  }

  const disable = route({
    method: 'post',
    path: '/disable',
    summary: 'Turn it off, with my current password or a code (refused while REQUIRE_2FA holds for me)',
    request: jsonBody(disableSchema),
    responses: { 200: json(messageSchema, 'Off'), ...refusals },
  });
  app.openapi(disable, async (c) => {
    const proof = c.req.valid('json');
    await throttled(c, () => inTransaction(db, {}, (tx) => disableFactor(tx, env, c.get('auth'), proof)));
    return c.json({ message: c.var.t('api.twoFactorDisabled') }, 200);
  });

  return app;
}
