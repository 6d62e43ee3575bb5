// /strict/account/views: the signed-in person's saved views of a list (issue 17). Anyone who may read a
// list may keep views of it; each person sees and deletes only their own.
import { z } from '@hono/zod-openapi';
import { apiErrorSchema, messageSchema } from '../../lib/schemas/common';
import {
  savedViewCreateSchema,
  savedViewListSchema,
  savedViewQuerySchema,
  savedViewSchema,
} from '../../lib/schemas/saved-views';
import { requireAbility } from '../auth/guard';
import { idParam, json, jsonBody, securedRouter, type AppDeps } from '../context';
import { deleteSavedView, listSavedViews, saveView } from '../domain/saved-views';

const refusals = {
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, 'Not a back-office account'),
  422: json(apiErrorSchema, 'Invalid input, with a message per field'),
};

export function savedViewRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('account', { middleware: requireAbility('read'), responses: refusals });

  const list = route({
    method: 'get',
    path: '/',
    summary: 'My saved views of a list, by name',
    request: { query: savedViewQuerySchema },
    responses: { 200: json(savedViewListSchema, 'The views') },
  });
  app.openapi(list, async (c) =>
    c.json({ items: await listSavedViews(db, c.var.auth.userId, c.req.valid('query').resource) }, 200),
  );

  const save = route({
    method: 'post',
    path: '/',
    summary: 'Save the view of a list under a name (the same name replaces it)',
    request: jsonBody(savedViewCreateSchema),
    responses: {
      201: json(z.object({ message: z.string(), data: savedViewSchema }), 'Saved'),
      409: json(apiErrorSchema, 'Too many views of this list'),
    },
  });
  app.openapi(save, async (c) => {
    const data = await saveView(db, c.var.auth.userId, c.req.valid('json'));
    return c.json({ message: c.var.t('api.viewSaved', { name: data.name }), data }, 201);
  });

  const remove = route({
    method: 'delete',
    path: '/{id}',
    summary: 'Delete one of my saved views',
    request: { params: idParam },
    responses: { 200: json(messageSchema, 'Deleted'), 404: json(apiErrorSchema, 'No such view of mine') },
  });
  app.openapi(remove, async (c) => {
    const gone = await deleteSavedView(db, c.var.auth.userId, c.req.valid('param').id);
    return c.json({ message: c.var.t('api.viewDeleted', { name: gone.name }) }, 200);
  });

  return app;
}
