// The API's configuration, read and validated once. Nothing else in server/ reads process.env.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { port, readSettings, secret, wholeNumber } from '../lib/shared/settings';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  /** Standalone API process only (`npm run api`). */
  API_PORT: port().default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  /** The embedded API (inside `npm start`) also listens here, for field apps; unset: no port. */
  EMBEDDED_API_PORT: port().optional(),
  /** 'production' runs the embedded API from the build's bundle; otherwise from the sources. */
  NODE_ENV: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A read replica of DATABASE_URL: lists, reports and exports read there (server/db/reads.ts). */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  JWT_SECRET: secret('JWT_SECRET').optional(),
  ACCESS_TOKEN_TTL: wholeNumber(1).default(900),
  REFRESH_TOKEN_TTL: wholeNumber(60).default(60 * 60 * 24 * 30),
  ADMIN_EMAIL: z.string().email().default('admin@banksampah.id'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: bool.default(true),
  /** Failed sign-ins allowed per account and address (five times that per address) in the window. */
  LOGIN_MAX_FAILURES: wholeNumber(1).default(10),
  /** The throttling window, in seconds. */
  LOGIN_FAILURE_WINDOW: wholeNumber(10).default(15 * 60),
  /** Programme administrators must sign in with a second factor (TOTP); they enrol at their next sign-in. */
  REQUIRE_2FA: bool.default(false),
  /** Key of the web tier's signature on the client address it forwards (lib/shared/client-address.ts). */
  FORWARDING_SECRET: secret('FORWARDING_SECRET').optional(),
  /** Where mail goes out (smtp://user:pass@host:587, smtps://…): invitations and password resets. Unset: no mail. */
  SMTP_URL: z.string().url().optional(),
  /** The product's name in the mails (the web tier's APP_NAME). */
  APP_NAME: z.string().min(1).max(60).default('Bank Sampah'),
  /** The sender of that mail. */
  MAIL_FROM: z.string().min(3).default('Bank Sampah <no-reply@banksampah.id>'),
  /**
   * The web app's public origin(s), comma-separated, as the web tier reads them; the links in mails
   * point at the first. Never taken from a request: a forged Host must not steer a reset link.
   */
  APP_URL: z
    .string()
    .transform((v) => v.split(',')[0]!.trim().replace(/\/+$/, ''))
    .pipe(z.url('APP_URL must be an origin such as https://bank.example.id'))
    .optional(),
  /** Seed only these provinces (comma-separated codes, e.g. "32,31"); all when unset. For tests. */
  SEED_REGIONS: z
    .string()
    .regex(/^\d{2}(,\d{2})*$/, 'SEED_REGIONS must be comma-separated province codes')
    .transform((v) => v.split(','))
    .optional(),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'JWT_SECRET' | 'FORWARDING_SECRET'> & {
  JWT_SECRET: string;
  FORWARDING_SECRET: string;
};

/**
 * Reads a secret from DATA_DIR, creating it once when absent (embedded mode needs no setup).
 * Each secret is its own file, created exclusively: the web tier and the API worker starting
 * together agree on one value. Secrets in the older shared secrets.json are still honoured.
 */
export function persistentSecret(dataDir: string, name: string): string {
  try {
    const existing = (
      JSON.parse(readFileSync(path.resolve(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
    )[name];
    if (existing) return existing;
  } catch {
    // absent or unreadable: the per-secret file below
  }
  const file = path.resolve(dataDir, 'secrets', name);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole to a private file, then linked into place: the link either appears complete
  // or fails because another process got there first; everyone then reads the same value.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const env = readSettings(schema, source, 'API configuration');
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new Error('Invalid API configuration: DATABASE_REPLICA_URL needs DATABASE_URL (the primary)');
  if (env.SMTP_URL && !env.APP_URL)
    throw new Error('Invalid API configuration: SMTP_URL needs APP_URL (the links in the mails point there)');
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(env.DATA_DIR, 'jwtSecret'),
    FORWARDING_SECRET: env.FORWARDING_SECRET ?? persistentSecret(env.DATA_DIR, 'forwardingSecret'),
  };
}

let cached: ServerEnv | undefined;
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * Tests only (vitest.config.ts sets it): argon2 at its cheapest, so the suite's thousand-odd
 * sign-ins do not each spend 19 MiB and two passes. Honoured only when NODE_ENV is 'test'.
 */
export const TEST_CHEAP_PASSWORD_HASHES: boolean =
  process.env.NODE_ENV === 'test' && bool.default(false).parse(process.env.TEST_CHEAP_PASSWORD_HASHES || undefined);

/** Tests only: a PostgreSQL server on which the API suite runs a second time (each file its own database). */
export const TEST_DATABASE_URL: string | undefined = z
  .string()
  .url()
  .optional()
  .parse(process.env.TEST_DATABASE_URL || undefined);
