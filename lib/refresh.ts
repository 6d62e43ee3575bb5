// Refreshing is single-flight per session: many requests that find the same expired access
// token share one upstream refresh (a second one would present an already-rotated refresh
// token and revoke the whole family). Late arrivals still carrying the old cookie get the
// same result for a short while. Kept on globalThis: Next.js may load this module in more
// than one bundle of the same process.
import 'server-only';
import { createHash } from 'node:crypto';
import { AppError } from './errors';
import { tokenPairSchema, type TokenPair } from './schemas/auth';
import { upstream } from './upstream';

const REUSE_WINDOW_MS = 30_000;
type Entry = { promise: Promise<TokenPair | null>; at: number };
const KEY = Symbol.for('bank-sampah.refresh-flights');
const store = globalThis as unknown as { [KEY]?: Map<string, Entry> };
const flights = (store[KEY] ??= new Map());

function prune(now: number) {
  for (const [k, entry] of flights) if (now - entry.at > REUSE_WINDOW_MS) flights.delete(k);
}

export function refreshTokenPair(refreshToken: string): Promise<TokenPair | null> {
  const now = Date.now();
  prune(now);
  const key = createHash('sha256').update(refreshToken).digest('hex');
  const existing = flights.get(key);
  if (existing) return existing.promise;
  const promise = upstream('auth/refresh', tokenPairSchema, { method: 'POST', json: { refresh_token: refreshToken } }).catch(
    (err: unknown) => {
      // Refused (401) ends the session; an unreachable upstream is reported as such, and not
      // remembered, so the next request tries again.
      if (err instanceof AppError && err.status === 401) return null;
      flights.delete(key);
      throw err;
    },
  );
  flights.set(key, { promise, at: now });
  return promise;
}
