// The Next.js side's configuration, read and validated once. Nothing else in app/, lib/ or
// components/ reads process.env. Server-only: it may read DATA_DIR for generated secrets.
import 'server-only';
import { z } from 'zod';
import { persistentSecret } from '../server/env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  API_BASE_URL: z.string().url().optional(),
  SESSION_PASSWORD: z.string().min(32, 'SESSION_PASSWORD must be at least 32 characters').optional(),
  APP_NAME: z.string().min(1).max(60).default('Bank Sampah'),
  /** How long the BFF waits for the upstream before answering with a clear error. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Lifetime of a remembered ('Ingat saya') session cookie, in seconds. */
  SESSION_TTL: z.coerce.number().int().min(60).default(60 * 60 * 24 * 30),
});

export type AppEnv = Omit<z.infer<typeof schema>, 'SESSION_PASSWORD'> & { SESSION_PASSWORD: string; embedded: boolean };

function load(): AppEnv {
  const source = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const env = parsed.data;
  const embedded = !env.API_BASE_URL;
  if (!env.SESSION_PASSWORD && !embedded) {
    throw new Error('Invalid configuration: SESSION_PASSWORD is required when API_BASE_URL is set');
  }
  return { ...env, embedded, SESSION_PASSWORD: env.SESSION_PASSWORD ?? persistentSecret(env.DATA_DIR, 'sessionPassword') };
}

let cached: AppEnv | undefined;
export function appEnv(): AppEnv {
  cached ??= load();
  return cached;
}
