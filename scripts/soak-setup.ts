// What every phase of `npm run soak` (scripts/soak.ts) shares: its options (SOAK_*), the
// product's ports and sign-in, and starting the product and waiting for its embedded API.
import type { ChildProcess } from 'node:child_process';
import { sessionCookie, signIn, startProduct, type Product } from './product';
import { FIELD_PASSWORD, type Dataset, type Kind } from './soak-dataset';
import type { Targets } from './soak-writes';

/** The product started last, for the cleanup to stop. */
export const state: { running?: ChildProcess } = {};

export const seconds = Number(process.env.SOAK_SECONDS ?? 600);
export const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
export const writes = Number(process.env.SOAK_WRITES ?? 1000);
export const fieldRate = Number(process.env.SOAK_FIELD_RATE ?? 20);
export const soakKind: Kind = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const serverUrl = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const port = 3500;
const apiPort = 4500;
export const web = `http://127.0.0.1:${port}`;
export const api = `http://127.0.0.1:${apiPort}`;
export const sessionPassword = 'soak-session-password-soak-session-password-0123';
const admin = { email: 'admin@banksampah.id', password: 'soak-admin-password' };
// Long enough that one sign-in carries the whole soak: a fixed cookie is never refreshed.
const sessionSeconds = String(Math.max(7200, seconds + 1800));
export const productEnv = {
  EMBEDDED_API_PORT: String(apiPort),
  API_BASE_URL: '',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ACCESS_TOKEN_TTL: sessionSeconds,
  SESSION_IDLE_TIMEOUT: sessionSeconds,
  SESSION_ABSOLUTE_TIMEOUT: sessionSeconds,
};

export const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

export function start(dataset: Dataset): Product {
  const product = startProduct({
    port,
    sessionPassword,
    env: dataset.env,
    verbose: Boolean(process.env.SOAK_VERBOSE),
    timeoutSeconds: 300,
  });
  state.running = product.child;
  return product;
}

/** Seconds until the product serves /login and its embedded API answers on its own port. */
export async function ready(product: Product): Promise<number> {
  const served = (await product.ready) + 120;
  for (;;) {
    if (
      await fetch(`${api}/openapi.json`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    if (product.child.exitCode !== null || product.child.signalCode !== null)
      throw new Error('the product exited before its API answered');
    if ((performance.now() - product.began) / 1000 > served)
      throw new Error(`the embedded API did not answer on port ${apiPort}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Number(((performance.now() - product.began) / 1000).toFixed(1));
}

export async function signInAll(dataset: Dataset): Promise<Targets> {
  const pair = await signIn(api, admin);
  const fieldTokens = new Map<number, string>();
  for (const f of dataset.fixtures.field)
    fieldTokens.set(f.userId, (await signIn(api, { email: f.email, password: FIELD_PASSWORD }, 'field')).jwt_token);
  return { web, api, cookie: await sessionCookie(pair, sessionPassword), adminToken: pair.jwt_token, fieldTokens };
}
