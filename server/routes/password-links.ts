// Set-password links. /auth/password/*: anyone may ask for a reset by email (the same answer
// whether the account exists or not, throttled like sign-in) and use a link. /strict/user/{id}/
// password-link: an administrator issues (or resends) an invitation or a reset, and revokes it.
import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import {
  forgotPasswordSchema,
  issuedLinkSchema,
  linkTokenSchema,
  passwordLinkInfoSchema,
  setPasswordPath,
  setPasswordSchema,
} from '../../lib/schemas/password-links';
import { z } from 'zod';
import { assertStrongPassword, personalWords } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { clientAddress, recordFailure, retryAfter } from '../auth/throttle';
import type { Context } from 'hono';
import { requireAbility } from '../auth/guard';
import { bearerSecurity, json, router, type AppDeps, type AppEnv, jsonBody } from '../context';
import { users } from '../db/schema';
import { assertReach, scopeOf } from '../domain/scope';
import {
  activePersonByEmail,
  backOfficePerson,
  inspectLink,
  issueLink,
  LINK_TTL_S,
  linkOwner,
  revokeLinks,
  useLink,
  type BackOfficePerson,
} from '../domain/password-links';
import type { ServerEnv } from '../env';
import { ApiError } from '../errors';
import { canMail, sendLater } from '../mail';
import type { Translate } from '../../lib/shared/catalog';
import { idParam } from './crud';
import { inTransaction } from './in-transaction';

const invalid = { 422: json(apiErrorSchema, 'Invalid input, with a message per field') };
const gone = { 404: json(apiErrorSchema, 'The link is unknown, used, revoked or expired') };

/** The mail that carries a link, in the language of the request that made it. */
function mailLink(env: ServerEnv, t: Translate, person: BackOfficePerson, link: Awaited<ReturnType<typeof issueLink>>) {
  if (!canMail(env) || !person.email) return false;
  const minutes = Math.round((link.expiresAt.getTime() - Date.now()) / 60_000);
  const values = {
    name: person.firstName,
    app: env.APP_NAME,
    link: `${env.APP_URL}${setPasswordPath(link.token)}`,
    validity:
      minutes < 120 ? t('mail.minutes', { count: minutes }) : t('mail.hours', { count: Math.round(minutes / 60) }),
  };
  const kind = link.purpose === 'invite' ? 'invite' : 'reset';
  sendLater(env, { to: person.email, subject: t(`mail.${kind}Subject`, values), text: t(`mail.${kind}Body`, values) });
  return true;
}

export function passwordRoutes({ db, env }: AppDeps) {
  const app = router();

  const forgot = createRoute({
    method: 'post',
    path: '/forgot',
    tags: ['auth'],
    summary: 'Ask for a password-reset link by email (valid 30 minutes); the same answer whether the account exists',
    request: jsonBody(forgotPasswordSchema),
    responses: {
      200: json(messageSchema, 'Taken'),
      429: json(apiErrorSchema, 'Too many requests from this address'),
      ...invalid,
    },
  });
  app.openapi(forgot, async (c) => {
    const { email } = c.req.valid('json');
    // Every request counts against the sign-in throttle's limits, under an account name of its own.
    const throttle = {
      db,
      env,
      account: `reset:${email.trim().toLowerCase()}`.slice(0, 255),
      address: clientAddress(c, env),
    };
    const wait = await retryAfter(throttle);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw ApiError.of(429, 'loginThrottled', { minutes: Math.ceil(wait / 60) });
    }
    await recordFailure(throttle);
    const person = canMail(env) ? await activePersonByEmail(db, email) : undefined;
    if (person) {
      const link = await inTransaction(db, {}, (tx) => issueLink(tx, { person, ttlSeconds: LINK_TTL_S.mailed }));
      mailLink(env, c.var.t, person, link);
    }
    return c.json({ message: c.var.t('api.resetRequested') }, 200);
  });

  const options = createRoute({
    method: 'get',
    path: '/forgot',
    tags: ['auth'],
    summary: 'Whether reset links can be mailed (SMTP_URL is set); if not, an administrator issues them',
    responses: { 200: json(z.object({ mail: z.boolean() }), 'How resets reach people') },
  });
  app.openapi(options, (c) => c.json({ mail: canMail(env) }, 200));

  const inspect = createRoute({
    method: 'post',
    path: '/link',
    tags: ['auth'],
    summary: 'Whom a set-password link is for, while it works (the secret travels in the body, not the address)',
    request: jsonBody(z.object({ token: linkTokenSchema })),
    responses: { 200: json(passwordLinkInfoSchema, 'The link works'), ...gone, ...invalid },
  });
  app.openapi(inspect, async (c) => c.json(await inspectLink(db, c.req.valid('json').token), 200));

  const set = createRoute({
    method: 'post',
    path: '/set',
    tags: ['auth'],
    summary: 'Set the password with a link: the link is used up and every sign-in of the account ends',
    request: jsonBody(setPasswordSchema),
    responses: { 200: json(messageSchema, 'Password set'), ...gone, ...invalid },
  });
  app.openapi(set, async (c) => {
    const { token, new_password } = c.req.valid('json');
    assertStrongPassword(c.var.t, new_password, personalWords(await linkOwner(db, token)));
    const hash = await hashPassword(new_password);
    const purpose = await inTransaction(db, {}, (tx) => useLink(tx, token, hash));
    return c.json({ message: c.var.t(purpose === 'invite' ? 'api.invitationAccepted' : 'api.passwordReset') }, 200);
  });

  return app;
}

export function userLinkRoutes({ db, env }: AppDeps) {
  const app = router();
  // Only those who manage accounts issue their links, and only for accounts in their scope.
  const secured = {
    tags: ['user'],
    security: bearerSecurity,
    middleware: requireAbility('user.manage'),
    request: { params: idParam },
  };
  const notFound = {
    403: json(apiErrorSchema, 'Not allowed for this role'),
    404: json(apiErrorSchema, 'No such administrator, or no link waiting'),
  };
  const reachable = (c: Context<AppEnv>, id: number) =>
    assertReach(db, 'user', scopeOf(c.var.auth), users.id, [id], 'userNotFound');

  const issue = createRoute({
    ...secured,
    method: 'post',
    path: '/{id}/password-link',
    summary:
      'Issue a set-password link (valid 48 hours): an invitation while the account has no password, else a reset. Shown once; also mailed when mail is set up',
    responses: { 201: json(issuedLinkSchema, 'Issued'), ...notFound },
  });
  app.openapi(issue, async (c) => {
    await reachable(c, c.req.valid('param').id);
    const person = await backOfficePerson(db, c.req.valid('param').id);
    const link = await inTransaction(db, {}, (tx) =>
      issueLink(tx, { person, ttlSeconds: LINK_TTL_S.issued, actor: c.get('auth') }),
    );
    const emailed = mailLink(env, c.var.t, person, link);
    const message = c.var.t(link.purpose === 'invite' ? 'api.invitationIssued' : 'api.resetIssued', {
      name: person.firstName,
    });
    return c.json(
      { message, purpose: link.purpose, token: link.token, expires_at: link.expiresAt.toISOString(), emailed },
      201,
    );
  });

  const revoke = createRoute({
    ...secured,
    method: 'delete',
    path: '/{id}/password-link',
    summary: "Revoke the administrator's waiting set-password link",
    responses: { 200: json(messageSchema, 'Revoked'), ...notFound },
  });
  app.openapi(revoke, async (c) => {
    await reachable(c, c.req.valid('param').id);
    const person = await backOfficePerson(db, c.req.valid('param').id);
    await inTransaction(db, {}, (tx) => revokeLinks(tx, person, c.get('auth')));
    return c.json({ message: c.var.t('api.linkRevoked') }, 200);
  });

  return app;
}
