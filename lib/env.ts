// The Next.js side's configuration, read and validated once. Nothing else in app/, lib/ or
// components/ reads process.env. Server-only: it may read DATA_DIR for generated secrets.
import 'server-only';
import { z } from 'zod';
import { persistentSecret } from '../server/env';
import { port, readSettings, secret, wholeNumber } from './shared/settings';

const schema = z.object({
  PORT: port().default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  API_BASE_URL: z.string().url().optional(),
  /**
   * The session cookie's key: one secret, or an iron-session password map as JSON
   * ({"2":"new…","1":"old…"}) to rotate without signing anyone out: sealed with the highest id,
   * opened with any.
   */
  SESSION_PASSWORD: z
    .string()
    .transform((value, ctx) => {
      const map = passwordMap(value);
      if (!map)
        ctx.addIssue({
          code: 'custom',
          message: 'SESSION_PASSWORD must be a secret of at least 32 characters or a JSON map {"id": secret}',
        });
      return map ?? {};
    })
    .optional(),
  APP_NAME: z.string().min(1).max(60).default('Bank Sampah'),
  /** How long the BFF waits for the upstream before answering with a clear error. */
  UPSTREAM_TIMEOUT_MS: wholeNumber(100).default(10_000),
  /** A session unused this long (seconds) is over. Seconds-short values serve the timeout tests. */
  SESSION_IDLE_TIMEOUT: wholeNumber(5).default(30 * 60),
  /** A session this old (seconds since sign-in) is over, however busy. */
  SESSION_ABSOLUTE_TIMEOUT: wholeNumber(5).default(12 * 60 * 60),
  /**
   * Behind a reverse proxy: the client's address is the last X-Forwarded-For hop, and the
   * origin a browser used may arrive as X-Forwarded-Host. Never trusted otherwise.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The public origin(s) the product is reached at (https://bank.example.id), comma-separated.
   * When set, a state-changing request must come from one of them exactly; when unset, from the
   * origin of the Host header (X-Forwarded-Host with TRUST_PROXY).
   */
  APP_URL: z
    .string()
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const parsed = origins.map((origin) => (URL.canParse(origin) ? new URL(origin).origin : null));
      if (!parsed.length || parsed.some((origin) => !origin || origin === 'null'))
        ctx.addIssue({
          code: 'custom',
          message: 'APP_URL must be one or more origins such as https://bank.example.id',
        });
      return parsed.filter((origin): origin is string => !!origin);
    })
    .optional(),
  /** Signs the client address forwarded to the API (sign-in throttling); the API's value. */
  FORWARDING_SECRET: secret('FORWARDING_SECRET').optional(),
});

function passwordMap(value: string): Record<string, string> | null {
  if (!value.trimStart().startsWith('{')) return value.length >= 32 ? { 1: value } : null;
  try {
    const map: unknown = JSON.parse(value);
    if (!map || typeof map !== 'object' || Array.isArray(map)) return null;
    const entries = Object.entries(map);
    const ok =
      entries.length > 0 &&
      entries.every(
        ([id, secret]) => /^[1-9][0-9]{0,8}$/.test(id) && typeof secret === 'string' && secret.length >= 32,
      );
    return ok ? (map as Record<string, string>) : null;
  } catch {
    return null;
  }
}

export type AppEnv = Omit<z.infer<typeof schema>, 'SESSION_PASSWORD'> & {
  SESSION_PASSWORD: Record<string, string>;
  embedded: boolean;
};

function load(): AppEnv {
  const env = readSettings(schema, process.env, 'configuration');
  const embedded = !env.API_BASE_URL;
  if (!env.SESSION_PASSWORD && !embedded) {
    throw new Error('Invalid configuration: SESSION_PASSWORD is required when API_BASE_URL is set');
  }
  return {
    ...env,
    embedded,
    SESSION_PASSWORD: env.SESSION_PASSWORD ?? { 1: persistentSecret(env.DATA_DIR, 'sessionPassword') },
    // Embedded, the API reads the same DATA_DIR; a remote API needs the value set on both sides.
    FORWARDING_SECRET:
      env.FORWARDING_SECRET ?? (embedded ? persistentSecret(env.DATA_DIR, 'forwardingSecret') : undefined),
  };
}

let cached: AppEnv | undefined;
export function appEnv(): AppEnv {
  cached ??= load();
  return cached;
}

/** The development server (next dev): its overlay needs eval, which the page policy then allows. */
export const isDevelopment = process.env.NODE_ENV === 'development';
