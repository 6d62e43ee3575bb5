// The four calls of every master-data resource (SPEC §7): list, create, update, delete.
// Routes stay thin: validate with the shared schema, run the domain function in one database
// transaction, answer with a message in the caller's language.
import { z } from '@hono/zod-openapi';
import { apiErrorSchema, listResponseSchema, type ListResponse } from '../../lib/schemas/common';
import { MAX_PAGE_SIZE } from '../../lib/schemas/common';
import {
  bulkStatusSchema,
  deleteSchema,
  listQuerySchema,
  MAX_BULK,
  MAX_ID,
  type ListQuery,
} from '../../lib/schemas/fields';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { resourceAbilities } from '../../lib/schemas/access';
import { requireAbility } from '../auth/guard';
import { json, jsonBody, router, securedRoute, type AppDeps, type AuthState } from '../context';
import type { Db, Tx } from '../db/client';
import { assertReach, scopeOf, type Scope } from '../domain/scope';
import { inTransaction } from './in-transaction';
import { setStatuses } from '../domain/bulk-status';
import { ApiError } from '../errors';

export type Entity = 'user' | 'collector' | 'bsu' | 'trash' | 'customer';

type CrudSpec<C extends z.ZodType, I extends z.ZodType, PC, PU, Q extends ListQuery, U extends z.ZodType> = {
  entity: Entity;
  /** The list's query, when it filters on more than page and search. */
  listSchema?: z.ZodType<Q>;
  /** What DELETE's id list holds (SPEC: the user ids for banks and customers). */
  deleteIds: string;
  createSchema: C;
  /** When an update takes other fields than a create (the users' optional password). */
  updateSchema?: U;
  itemSchema: I;
  /** The columns PUT's id and DELETE's ids name: a row outside the caller's scope is answered 404. */
  ids: { update: AnyPgColumn; delete: AnyPgColumn };
  /** Refuses a body that names a bank outside the caller's scope (inside the database transaction). */
  admit?: (tx: Tx, scope: Scope, input: z.infer<C> | z.infer<U>, actor: AuthState) => Promise<void>;
  list: (db: Db, query: Q, scope: Scope, actor: AuthState) => Promise<ListResponse<z.infer<I>>>;
  /** Work done before the database transaction opens (hashing a password); none: the input as is. */
  prepareCreate?: (input: z.infer<C>) => PC | Promise<PC>;
  prepareUpdate?: (input: z.infer<U>) => PU | Promise<PU>;
  create: (tx: Tx, input: PC, actor: AuthState) => Promise<z.infer<I>>;
  update: (tx: Tx, id: number, input: PU, actor: AuthState) => Promise<z.infer<I>>;
  remove: (tx: Tx, ids: number[], actor: AuthState) => Promise<number>;
  /** A row's id as DELETE and PATCH …/status take it, and the name a confirmation shows. */
  picked: (row: z.infer<I>) => [id: number, name: string];
};

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'validation.id' })
    .int('validation.id')
    .positive('validation.id')
    .max(MAX_ID, 'validation.id')
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** The validated request part: generic schemas hide the targets from Hono's inference. */
const valid = <T>(c: { req: { valid: (target: never) => unknown } }, target: 'json' | 'param' | 'query') =>
  c.req.valid(target as never) as T;

export function crudRoutes<
  C extends z.ZodType,
  I extends z.ZodType,
  PC = z.infer<C>,
  PU = z.infer<C>,
  Q extends ListQuery = ListQuery,
  U extends z.ZodType = C,
>({ db }: AppDeps, spec: CrudSpec<C, I, PC, PU, Q, U>) {
  const app = router();
  const refusals = {
    401: json(apiErrorSchema, 'Not signed in'),
    403: json(apiErrorSchema, "Not allowed for the caller's role, or names a bank outside their scope"),
    422: json(apiErrorSchema, 'Invalid input, with a message per field'),
  };
  const mutation = z.object({ message: z.string(), data: spec.itemSchema });
  // What reading and what changing the resource take: one table for the API and the screens.
  const reading = securedRoute(spec.entity, {
    middleware: requireAbility(resourceAbilities[spec.entity].read),
    responses: refusals,
  });
  const writing = securedRoute(spec.entity, {
    middleware: requireAbility(resourceAbilities[spec.entity].write),
    responses: refusals,
  });
  const entity = (t: (key: string) => string) => t(`entities.${spec.entity}`);
  /** The refusals of a change of many rows, which changes every one of them or none. */
  const noneChanged = (done: string, conflict: string) => ({
    404: json(apiErrorSchema, `One of the ids does not exist; nothing was ${done}`),
    409: json(apiErrorSchema, `${conflict}; nothing was ${done}`),
  });

  const list = reading({
    method: 'get',
    path: '/',
    summary: `List (page, per_page ≤ 50, search)`,
    request: { query: (spec.listSchema ?? listQuerySchema) as typeof listQuerySchema },
    responses: { 200: json(listResponseSchema(spec.itemSchema), 'A page, newest first') },
  });
  app.openapi(list, async (c) =>
    c.json((await spec.list(c.var.reader, valid<Q>(c, 'query'), scopeOf(c.var.auth), c.var.auth)) as never, 200),
  );

  const create = writing({
    method: 'post',
    path: '/',
    summary: 'Create',
    request: jsonBody(spec.createSchema),
    responses: {
      201: json(mutation, 'Created'),
      409: json(apiErrorSchema, 'Conflicts with existing data'),
    },
  });
  app.openapi(create, async (c) => {
    const body = valid<z.infer<C>>(c, 'json');
    const input = spec.prepareCreate ? await spec.prepareCreate(body) : (body as PC);
    const data = await inTransaction(db, input, async (tx) => {
      await spec.admit?.(tx, scopeOf(c.var.auth), body, c.var.auth);
      return spec.create(tx, input, c.var.auth);
    });
    return c.json({ message: c.var.t('api.created', { entity: entity(c.var.t) }), data } as never, 201);
  });

  const update = writing({
    method: 'put',
    path: '/{id}',
    summary: 'Update',
    request: { params: idParam, ...jsonBody(spec.updateSchema ?? spec.createSchema) },
    responses: {
      200: json(mutation, 'Updated'),
      404: json(apiErrorSchema, 'No such record'),
      409: json(apiErrorSchema, 'Conflicts with existing data'),
    },
  });
  app.openapi(update, async (c) => {
    const { id } = valid<z.infer<typeof idParam>>(c, 'param');
    const body = valid<z.infer<U>>(c, 'json');
    const input = spec.prepareUpdate ? await spec.prepareUpdate(body) : (body as PU);
    const scope = scopeOf(c.var.auth);
    const data = await inTransaction(db, input, async (tx) => {
      await assertReach(tx, spec.entity, scope, spec.ids.update, [id], `${spec.entity}NotFound`);
      await spec.admit?.(tx, scope, body, c.var.auth);
      return spec.update(tx, id, input, c.var.auth);
    });
    return c.json({ message: c.var.t('api.updated', { entity: entity(c.var.t) }), data } as never, 200);
  });

  const remove = writing({
    method: 'delete',
    path: '/',
    summary: `Delete (body { "id": [${spec.deleteIds}] }, all or nothing)`,
    request: jsonBody(deleteSchema),
    responses: {
      200: json(z.object({ message: z.string(), deleted: z.number().int() }), 'Deleted'),
      ...noneChanged('deleted', 'Still in use (deactivate instead)'),
    },
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('json');
    const deleted = await inTransaction(db, {}, async (tx) => {
      await assertReach(tx, spec.entity, scopeOf(c.var.auth), spec.ids.delete, id, 'deleteNotFound');
      return spec.remove(tx, id, c.var.auth);
    });
    return c.json({ message: c.var.t('api.deleted', { entity: entity(c.var.t) }), deleted }, 200);
  });

  // Bulk actions on every row a view matches (issue 17): their ids and names, for one
  // confirmation that names the count; then one DELETE or one status change of all of them.
  const matching = writing({
    method: 'get',
    path: '/ids',
    summary: `The ids (as DELETE takes them) and names of every row a view matches, at most ${MAX_BULK}`,
    request: { query: (spec.listSchema ?? listQuerySchema) as typeof listQuerySchema },
    responses: {
      200: json(
        z.object({ total: z.number().int(), rows: z.array(z.tuple([z.number().int(), z.string()])) }),
        'Every matching row',
      ),
    },
  });
  app.openapi(matching, async (c) => {
    const query = valid<Q>(c, 'query');
    const scope = scopeOf(c.var.auth);
    const rows: [number, string][] = [];
    for (let page = 1; ; page++) {
      const found = await spec.list(db, { ...query, page, per_page: MAX_PAGE_SIZE }, scope, c.var.auth);
      if (found.total_records > MAX_BULK)
        throw ApiError.of(422, 'bulkTooMany', { count: found.total_records, max: MAX_BULK });
      // Nobody acts on their own account in bulk (the API refuses it): it is never among the rows.
      const mine = (id: number) => spec.entity === 'user' && id === c.var.auth.userId;
      rows.push(...found.items.map(spec.picked).filter(([id]) => !mine(id)));
      if (!found.has_next_page) return c.json({ total: rows.length, rows }, 200);
    }
  });

  const status = writing({
    method: 'patch',
    path: '/status',
    summary: `Activate or deactivate (body { "id": [${spec.deleteIds}], "status" }, all or nothing)`,
    request: jsonBody(bulkStatusSchema),
    responses: {
      200: json(z.object({ message: z.string(), changed: z.number().int() }), 'Changed'),
      ...noneChanged('changed', 'Would deactivate the caller'),
    },
  });
  app.openapi(status, async (c) => {
    const { id, status: to } = c.req.valid('json');
    const changed = await inTransaction(db, {}, async (tx) => {
      await assertReach(tx, spec.entity, scopeOf(c.var.auth), spec.ids.delete, id, 'bulkNotFound');
      return setStatuses(tx, spec.entity, id, to, c.var.auth);
    });
    const message = c.var.t('api.statusChanged', { count: changed, entity: entity(c.var.t) });
    return c.json({ message, changed }, 200);
  });

  return app;
}
