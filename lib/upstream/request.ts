// The one way server code (pages, actions) talks to the waste-bank API: lib/upstream/core.ts
// underneath, in the visitor's language, with the answer checked against our own schemas.
import 'server-only';
import type { z } from 'zod';
import { checkedErrorBytes } from '../bff/api-error-text';
import { AppError } from '../errors';
import { htmlLang } from '../shared/locales';
import { requestLocale, serverTranslator } from '../i18n/request-locale';
import { apiErrorSchema } from '../schemas/common';
import { callApi, UpstreamUnavailable, type ApiAnswer, type ApiCall } from './core';

export type UpstreamRequest = {
  method?: ApiCall['method'];
  token?: string;
  json?: unknown;
  searchParams?: URLSearchParams | Record<string, string | number>;
  clientAddress?: string;
  clientUserAgent?: string;
};

/** The answer's status and bytes, untouched; AppError (502/504, translated) when the API cannot be reached. */
export async function upstreamBytes(path: string, req: UpstreamRequest = {}): Promise<ApiAnswer> {
  const params =
    req.searchParams instanceof URLSearchParams
      ? req.searchParams
      : new URLSearchParams(Object.entries(req.searchParams ?? {}).map(([k, v]) => [k, String(v)]));
  const query = params.toString();
  try {
    return await callApi({
      method: req.method,
      path,
      search: query ? `?${query}` : '',
      token: req.token,
      clientAddress: req.clientAddress,
      clientUserAgent: req.clientUserAgent,
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      // The API answers in the visitor's language: its messages end up in toasts and alerts.
      lang: htmlLang[await requestLocale()],
    });
  } catch (err) {
    if (!(err instanceof UpstreamUnavailable)) throw err;
    if (!err.timedOut) console.error('[bff] upstream unreachable', path, err.cause);
    throw new AppError(
      err.timedOut ? 504 : 502,
      (await serverTranslator())(err.timedOut ? 'errors.timeout' : 'errors.network'),
    );
  }
}

/** Sends a request and hands back the status and the parsed JSON body. */
export async function upstreamRaw(
  path: string,
  req: UpstreamRequest = {},
): Promise<{ status: number; body: unknown; retryAfter?: number }> {
  const { status, bytes, retryAfter } = await upstreamBytes(path, req);
  // A refusal that is not JSON (an HTML error page): upstream() gives it the status's text.
  if (status >= 400) return { status, body: checkedErrorBytes(status, bytes, await requestLocale()), retryAfter };
  try {
    return { status, body: bytes.byteLength ? JSON.parse(new TextDecoder().decode(bytes)) : {}, retryAfter };
  } catch {
    console.error('[bff] upstream answered non-JSON', path, status);
    throw new AppError(502, (await serverTranslator())('errors.network'));
  }
}

/** Sends a request and parses the answer into the app's own type, or throws AppError. */
export async function upstream<T extends z.ZodType>(
  path: string,
  schema: T,
  req: UpstreamRequest = {},
): Promise<z.infer<T>> {
  const { status, body, retryAfter } = await upstreamRaw(path, req);
  if (status >= 400) {
    // upstreamRaw has already checked the body (lib/bff/api-error-text.ts): our message, or the status's text.
    const parsed = apiErrorSchema.safeParse(body);
    throw new AppError(
      status,
      parsed.success ? parsed.data.message : (await serverTranslator())('errors.internal'),
      parsed.success ? parsed.data.errors : undefined,
      retryAfter,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error('[bff] upstream answered an unexpected shape', path, parsed.error.issues.slice(0, 3));
    throw new AppError(502, (await serverTranslator())('errors.internal'));
  }
  return parsed.data;
}
