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
import { json, securedRouter, type AppDeps, jsonBody } from '../context';
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

const refusals = {
  401: json(apiErrorSchema, 'Not signed in'),
  422: json(apiErrorSchema, 'Invalid input, with a message per field'),
};
const sessionParam = z.object({
  id: z.uuid({ error: 'api.sessionNotFound' }).openapi({ param: { name: 'id', in: 'path' } }),
});

export function accountRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('account');

  const read = route({
    method: 'get',
    path: '/',
    summary: 'My profile',
    responses: { 200: json(accountSchema, 'The signed-in person'), 401: refusals[401] },
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
      ...refusals,
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
    responses: { 200: json(messageSchema, 'Changed'), ...refusals },
  });
  app.openapi(password, async (c) => {
    const hash = await preparePasswordChange(db, c.var.t, c.get('auth'), c.req.valid('json'));
    await inTransaction(db, {}, (tx) => changePassword(tx, hash, c.get('auth')));
    return c.json({ message: c.var.t('api.passwordChanged') }, 200);
  });

  const sessions = route({
    method: 'get',
    path: '/sessions',
    summary: 'My sign-ins that still work, this one first',
    responses: { 200: json(accountSessionListSchema, 'My sessions'), 401: refusals[401] },
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
      ...refusals,
    },
  });
  app.openapi(revokeOne, async (c) => {
    const { id } = c.req.valid('param');
    await inTransaction(db, {}, (tx) => revokeSession(tx, id, c.get('auth')));
    return c.json({ message: c.var.t('api.sessionRevoked') }, 200);
  });

  const revokeAll = route({
    method: 'delete',
    path: '/sessions',
    summary: 'Sign out everywhere, this session included',
    responses: { 200: json(messageSchema, 'Signed out everywhere'), 401: refusals[401] },
  });
  app.openapi(revokeAll, async (c) => {
    await inTransaction(db, {}, (tx) => revokeAllSessions(tx, c.get('auth')));
    return c.json({ message: c.var.t('api.sessionsRevoked') }, 200);
  });

  return app;
}
