// Refreshing is single-flight per session: many requests that find the same expired access
// token share one upstream refresh (a second one would present an already-rotated refresh
// token and revoke the whole family). Late arrivals still carrying the old cookie get the
// same result for a short while. Kept on globalThis: the request proxy (proxy.ts) and the app's
// route handlers and pages are separate bundles, so separate module instances, in one process.
import 'server-only';
import { createHash } from 'node:crypto';
import { AppError } from '../errors';
import { translatorFor } from '../shared/catalog';
import { defaultLocale, htmlLang, type Locale } from '../shared/locales';
import { apiErrorSchema } from '../schemas/common';
import { tokenPairSchema, type TokenPair } from '../schemas/auth';
import { callApi, UpstreamUnavailable } from '../upstream/core';

const REUSE_WINDOW_MS = 30_000;
type Entry = { promise: Promise<TokenPair | null>; at: number };
const KEY = Symbol.for('bank-sampah.refresh-flights');
const store = globalThis as unknown as { [KEY]?: Map<string, Entry> };
const flights = (store[KEY] ??= new Map());

function prune(now: number) {
  for (const [k, entry] of flights) if (now - entry.at > REUSE_WINDOW_MS) flights.delete(k);
}

async function rotate(refreshToken: string, locale: Locale): Promise<TokenPair | null> {
  const t = translatorFor(locale);
  let answer;
  try {
    answer = await callApi({
      method: 'POST',
      path: 'auth/refresh',
      body: JSON.stringify({ refresh_token: refreshToken }),
      lang: htmlLang[locale],
    });
  } catch (err) {
    if (!(err instanceof UpstreamUnavailable)) throw err;
    if (!err.timedOut) console.error('[bff] upstream unreachable while refreshing', err.cause);
    throw new AppError(err.timedOut ? 504 : 502, t(err.timedOut ? 'errors.timeout' : 'errors.network'));
  }
  // Refused: the sign-in is over (expired, revoked, or the token was reused).
  if (answer.status === 401) return null;
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(answer.bytes));
  } catch {
    body = undefined;
  }
  if (answer.status >= 400) {
    const error = apiErrorSchema.safeParse(body);
    throw new AppError(answer.status, error.success ? error.data.message : t('errors.internal'));
  }
  const pair = tokenPairSchema.safeParse(body);
  if (!pair.success) throw new AppError(502, t('errors.internal'));
  return pair.data;
}

/** The new token pair, or null when the API refuses the refresh token; AppError when it cannot answer. */
export function refreshTokenPair(refreshToken: string, locale: Locale = defaultLocale): Promise<TokenPair | null> {
  const now = Date.now();
  prune(now);
  const key = createHash('sha256').update(refreshToken).digest('hex');
  const existing = flights.get(key);
  if (existing) return existing.promise;
  const promise = rotate(refreshToken, locale).catch((err: unknown) => {
    // Not remembered: the next request tries again.
    flights.delete(key);
    throw err;
  });
  flights.set(key, { promise, at: now });
  return promise;
}
