import { createRoute, type RouteConfig } from '@hono/zod-openapi';

/**
 * Routes of a group anyone may call (no bearer token): each documented under `tag`, with the
 * refusals every route of the group answers. The public twin of securedRoute (server/context.ts).
 */
export const publicRoute =
  (tag: string, shared: Pick<RouteConfig, 'responses'>) =>
  <P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(config: R) =>
    createRoute<P, R>({ tags: [tag], ...config, responses: { ...shared.responses, ...config.responses } });
