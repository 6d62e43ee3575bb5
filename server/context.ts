import { OpenAPIHono } from '@hono/zod-openapi';
import type { Translate } from '../lib/shared/catalog';
import type { Locale } from '../lib/shared/locales';
import type { Db } from './db/client';
import type { ServerEnv } from './env';
import { ApiError } from './errors';

export type AppDeps = { db: Db; env: ServerEnv };
export type AuthState = { userId: number; role: string; familyId: string };
export type AppEnv = { Variables: { auth: AuthState; locale: Locale; t: Translate } };

/** Every router is built with this, so a failed validation answers in the one error shape. */
export function router() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw ApiError.fromZod(result.error);
    },
  });
}

export const bearerSecurity = [{ bearerAuth: [] }];

/** An OpenAPI response body in JSON. */
export const json = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
