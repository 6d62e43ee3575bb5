// The one way the Next.js side talks to the waste-bank API: in-process when API_BASE_URL is
// unset (the embedded API, no network hop), over HTTP otherwise. Same contract either way.
import 'server-only';
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { embeddedApi } from '../server/embedded';
import { appEnv } from './env';
import { AppError } from './errors';
import { t } from './i18n/server-messages';
import { apiErrorSchema } from './schemas/common';

const EMBEDDED_ORIGIN = 'http://embedded.invalid/';

let client: KyInstance | undefined;
function http(): KyInstance {
  if (client) return client;
  const env = appEnv();
  client = ky.create({
    prefixUrl: env.API_BASE_URL ?? EMBEDDED_ORIGIN,
    // React Query is the one retry layer (client side); the server never retries.
    retry: 0,
    timeout: env.UPSTREAM_TIMEOUT_MS,
    throwHttpErrors: false,
    ...(env.embedded ? { fetch: async (input: RequestInfo | URL, init?: RequestInit) => (await embeddedApi()).app.fetch(new Request(input, init)) } : {}),
  });
  return client;
}

export type UpstreamRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  json?: unknown;
  searchParams?: URLSearchParams | Record<string, string | number>;
};

/** Sends a request and hands back the raw status and parsed JSON body (for the proxy). */
export async function upstreamRaw(path: string, req: UpstreamRequest = {}): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await http()(path.replace(/^\/+/, ''), {
      method: req.method ?? 'GET',
      headers: req.token ? { authorization: `Bearer ${req.token}` } : undefined,
      json: req.json,
      searchParams: req.searchParams,
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    if (!timedOut) console.error('[bff] upstream unreachable', path, err);
    throw new AppError(timedOut ? 504 : 502, t(timedOut ? 'errors.timeout' : 'errors.network'));
  }
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  } catch {
    console.error('[bff] upstream answered non-JSON', path, response.status);
    throw new AppError(502, t('errors.network'));
  }
}

/** Sends a request and parses the answer into the app's own type, or throws AppError. */
export async function upstream<T extends z.ZodType>(path: string, schema: T, req: UpstreamRequest = {}): Promise<z.infer<T>> {
  const { status, body } = await upstreamRaw(path, req);
  if (status >= 400) {
    const parsed = apiErrorSchema.safeParse(body);
    throw new AppError(status, parsed.success ? parsed.data.message : t('errors.internal'), parsed.success ? parsed.data.errors : undefined);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error('[bff] upstream answered an unexpected shape', path, parsed.error.issues.slice(0, 3));
    throw new AppError(502, t('errors.internal'));
  }
  return parsed.data;
}
