// /strict/account: the signed-in person's own profile, password and sign-ins. Nobody reaches
// another person's account here: every query is keyed by the token's own user and sign-in.
import { z } from '@hono/zod-openapi';
import {
  accountSchema,
  accountSessionListSchema,
  accountUpdateSchema,
  passwordChangeSchema,
} from '../../lib/schemas/account';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import type { Context } from 'hono';
import { json, securedRouter, type AppDeps, type AppEnv, jsonBody } from '../context';
import type { Tx } from '../db/client';
import {
  changePassword,
  getAccount,
  listSessions,
  preparePasswordChange,
  revokeAllSessions,
  revokeSession,
  updateAccount,
} from '../domain/account';
import { inTransaction } from './in-transaction';

const invalid = json(apiErrorSchema, 'Invalid input, with a message per field');
const sessionParam = z.object({
  id: z.uuid({ error: 'api.sessionNotFound' }).openapi({ param: { name: 'id', in: 'path' } }),
});

export function accountRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('account', { responses: { 401: json(apiErrorSchema, 'Not signed in') } });

  /** Runs a change of my own in one database transaction, and answers that it is done. */
  const change = async (c: Context<AppEnv>, done: string, work: (tx: Tx) => Promise<unknown>) => {
    await inTransaction(db, {}, work);
    return c.json({ message: c.var.t(done) }, 200);
  };

  const read = route({
    method: 'get',
    path: '/',
    summary: 'My profile',
    responses: { 200: json(accountSchema, 'The signed-in person') },
  });
  app.openapi(read, async (c) => c.json(await getAccount(db, c.get('auth').userId), 200));

  const update = route({
    method: 'put',
    path: '/',
    summary: 'Change my profile (name, contacts, language)',
    request: jsonBody(accountUpdateSchema),
    responses: {
      200: json(messageSchema.extend({ data: accountSchema }), 'Saved'),
      409: json(apiErrorSchema, 'Email or phone number taken by someone else'),
      422: invalid,
    },
  });
  app.openapi(update, async (c) => {
    const input = c.req.valid('json');
    const data = await inTransaction(db, input, (tx) => updateAccount(tx, input, c.get('auth')));
    return c.json({ message: c.var.t('api.profileUpdated'), data }, 200);
  });

  const password = route({
    method: 'put',
    path: '/password',
    summary: 'Change my password: the current one is required; every other sign-in of mine ends',
    request: jsonBody(passwordChangeSchema),
    responses: { 200: json(messageSchema, 'Changed'), 422: invalid },
  });
  app.openapi(password, async (c) => {
    const hash = await preparePasswordChange(db, c.var.t, c.get('auth'), c.req.valid('json'));
    return change(c, 'api.passwordChanged', (tx) => changePassword(tx, hash, c.get('auth')));
  });

  const sessions = route({
    method: 'get',
    path: '/sessions',
    summary: 'My sign-ins that still work, this one first',
    responses: { 200: json(accountSessionListSchema, 'My sessions') },
  });
  app.openapi(sessions, async (c) => c.json({ items: await listSessions(db, c.get('auth')) }, 200));

  const revokeOne = route({
    method: 'delete',
    path: '/sessions/{id}',
    summary: 'Sign one of my sessions out',
    request: { params: sessionParam },
    responses: {
      200: json(messageSchema, 'Signed out'),
      404: json(apiErrorSchema, 'Not one of my working sessions'),
      422: invalid,
    },
  });
  app.openapi(revokeOne, (c) =>
    change(c, 'api.sessionRevoked', (tx) => revokeSession(tx, c.req.valid('param').id, c.get('auth'))),
  );

  const revokeAll = route({
    method: 'delete',
    path: '/sessions',
    summary: 'Sign out everywhere, this session included',
    responses: { 200: json(messageSchema, 'Signed out everywhere') },
  });
  app.openapi(revokeAll, (c) => change(c, 'api.sessionsRevoked', (tx) => revokeAllSessions(tx, c.get('auth'))));

  return app;
}
