// The one error type of the API and the one JSON shape it answers with. An error carries
// message keys, not texts: it is put into words when answered, in the request's language.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { translatorFor, type Messages, type Translate } from '../lib/shared/catalog';
import type { ApiErrorBody } from '../lib/schemas/common';

/** A key of the API's own messages (messages/*.json, `api.*`). */
export type ApiMessageKey = keyof Messages['api'];
export type MessageValues = Record<string, string | number>;
/** A message key ('validation.emailRequired'), with the values its placeholders need. */
export type Message = string | { key: string; values?: MessageValues };
export type FieldErrors = Record<string, Message>;

const indonesian = translatorFor('in');
const render = (t: Translate, message: Message) =>
  typeof message === 'string' ? t(message) : t(message.key, message.values);

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    readonly values?: MessageValues,
    readonly fields?: FieldErrors,
  ) {
    // The Indonesian text, for logs and for callers inside the server.
    super(indonesian(key, values));
  }

  /** An error with a message of the `api` namespace: ApiError.of(409, 'emailTaken', { email }). */
  static of(status: ContentfulStatusCode, key: ApiMessageKey, values?: MessageValues, fields?: FieldErrors) {
    return new ApiError(status, `api.${key}`, values, fields);
  }

  /** 422 with one field's error, for rules checked against the database (village exists…). */
  static field(field: string, message: Message, key: ApiMessageKey = 'invalidInput') {
    return ApiError.of(422, key, undefined, { [field]: message });
  }

  static fromZod(error: ZodError) {
    const fields: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path.length ? issue.path.join('.') : '_';
      // The first failed rule per field, as the forms show it: an empty email is 'Email kosong',
      // not also 'Format email tidak valid'. Schemas list the required rule first.
      if (fields[field]) continue;
      fields[field] = /^(validation|api)\./.test(issue.message) ? issue.message : 'api.invalidInput';
    }
    return ApiError.of(422, 'invalidInput', undefined, fields);
  }

  body(t: Translate = indonesian): ApiErrorBody {
    const message = t(this.key, this.values);
    if (!this.fields) return { message };
    return {
      message,
      errors: Object.fromEntries(Object.entries(this.fields).map(([field, m]) => [field, [render(t, m)]])),
    };
  }
}

const translatorOf = (c: Context): Translate => (c.get('t') as Translate | undefined) ?? indonesian;

/** Anything thrown that is not an ApiError is logged here and answered without detail. */
export function errorResponse(err: unknown, c: Context) {
  const t = translatorOf(c);
  if (err instanceof ApiError) return c.json(err.body(t), err.status);
  const status = (err as { status?: unknown })?.status;
  if (status === 413) return c.json(ApiError.of(413, 'payloadTooLarge').body(t), 413);
  if (err instanceof HTTPException) {
    const known: Partial<Record<number, ApiMessageKey>> = {
      400: 'invalidJson',
      401: 'unauthenticated',
      404: 'notFound',
      413: 'payloadTooLarge',
      415: 'unsupportedMediaType',
    };
    const key = known[err.status] ?? (err.status >= 500 ? 'internal' : 'invalidInput');
    const status = (err.status >= 500 ? 500 : err.status) as ContentfulStatusCode;
    return c.json(ApiError.of(status, key).body(t), status);
  }
  if (err instanceof SyntaxError) return c.json(ApiError.of(400, 'invalidJson').body(t), 400);
  console.error('[api] unhandled error', c.req.method, c.req.path, err);
  return c.json(ApiError.of(500, 'internal').body(t), 500);
}
