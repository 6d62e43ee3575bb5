// The one error type of the API and the one JSON shape it answers with.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ApiErrorBody } from '../lib/schemas/common';
import { apiMessage, translate, type ApiMessageKey } from './messages';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  static of(status: ContentfulStatusCode, key: ApiMessageKey, errors?: Record<string, string[]>) {
    return new ApiError(status, apiMessage(key), errors);
  }

  static fromZod(error: ZodError) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '_';
      // The first failed rule per field, as the forms show it: an empty email is 'Email kosong',
      // not also 'Format email tidak valid'. Schemas list the required rule first.
      if (errors[field]) continue;
      errors[field] = [translate(issue.message.startsWith('validation.') ? issue.message : 'api.invalidInput')];
    }
    return new ApiError(422, apiMessage('invalidInput'), errors);
  }

  body(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** Anything thrown that is not an ApiError is logged here and answered without detail. */
export function errorResponse(err: unknown, c: Context) {
  if (err instanceof ApiError) return c.json(err.body(), err.status);
  const status = (err as { status?: unknown })?.status;
  if (status === 413) return c.json(ApiError.of(413, 'payloadTooLarge').body(), 413);
  if (err instanceof HTTPException) {
    const known: Partial<Record<number, ApiMessageKey>> = { 400: 'invalidJson', 401: 'unauthenticated', 404: 'notFound', 413: 'payloadTooLarge', 415: 'unsupportedMediaType' };
    const key = known[err.status] ?? (err.status >= 500 ? 'internal' : 'invalidInput');
    const status = (err.status >= 500 ? 500 : err.status) as ContentfulStatusCode;
    return c.json(ApiError.of(status, key).body(), status);
  }
  if (err instanceof SyntaxError) return c.json(ApiError.of(400, 'invalidJson').body(), 400);
  console.error('[api] unhandled error', c.req.method, c.req.path, err);
  return c.json(ApiError.of(500, 'internal').body(), 500);
}
