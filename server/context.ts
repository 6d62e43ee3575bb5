import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { StaffRole } from '../lib/schemas/access';
import { idSchema } from '../lib/schemas/fields';
import type { Translate } from '../lib/shared/catalog';
import type { Locale } from '../lib/shared/locales';
import type { Db } from './db/client';
import type { ServerEnv } from './env';
import { ApiError } from './errors';

/** The primary database, and a read replica that lists, reports and exports read from (server/db/reads.ts). */
export type AppDeps = { db: Db; env: ServerEnv; replica?: Db };
/** A back-office account's role and where it reaches (server/domain/scope.ts); null for field-app accounts. */
export type StaffAccess = { role: StaffRole; collectorId: number | null; bsuId: number | null };
export type AuthState = { userId: number; role: string; familyId: string; staff: StaffAccess | null };
/** `reader`: where a signed-in route's list, report or export reads (server/db/reads.ts). */
export type AppEnv = { Variables: { auth: AuthState; locale: Locale; t: Translate; reader: Db } };

/** Every router is built with this, so a failed validation answers in the one error shape. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw ApiError.fromZod(result.error);
    },
  });
}

export const bearerSecurity = [{ bearerAuth: [] }];

type Shared = Pick<RouteConfig, 'middleware'> & { responses?: RouteConfig['responses'] };

/**
 * Signed-in routes of a group: each documented under `tag`, behind the bearer token, with what
 * every route of the group shares (a role check, the refusals they all answer).
 */
export const securedRoute =
  (tag: string, shared: Shared = {}) =>
  <P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(config: R) =>
    createRoute<P, R>({
      tags: [tag],
      security: bearerSecurity,
      ...(shared.middleware ? { middleware: shared.middleware } : {}),
      ...config,
      responses: { ...shared.responses, ...config.responses },
    });

/** A router for one group of signed-in routes, and the `route` that defines them (securedRoute). */
export const securedRouter = (tag: string, shared: Shared = {}) => ({
  app: router(),
  route: securedRoute(tag, shared),
});

/** An OpenAPI request whose body is required JSON of `schema`. */
export const jsonBody = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** An OpenAPI response body in JSON. */
export const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

// Built here, not taken from a shared schema: a schema made before @hono/zod-openapi loaded has
// no .openapi(), and whoever imports lib/schemas first decides that.
/** The `id` of a path such as /strict/transaction/{id}. */
export const idParam = z.object({
  id: idSchema('validation.id').openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
