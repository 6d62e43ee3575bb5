// The two-factor suites' harness: a person of their own (own address, so throttling one never
// touches another), the sign-in's two steps, enrolling from My account, and a clock held still
// in the middle of a 30-second step so each code's step is known (a code works once per step).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { signedAddressHeaders } from '../../lib/shared/client-address';
import { codeAt } from '../auth/totp';
import { caller, jsonPost, type Body, type FixtureApp } from './api';
import { testEnv } from './databases';
import { insertUser } from './fixtures';

const FORWARDING_SECRET = testEnv().FORWARDING_SECRET;
const STEP_MS = 30_000;

/** Date alone is faked (timers run): the step counting starts mid-step, and `tick` moves on by steps. */
export function useStepClock() {
  let start = 0;
  beforeEach(() => {
    start = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());
  return { tick: (steps = 1) => vi.setSystemTime(Date.now() + steps * STEP_MS) };
}

/** The app's code for `secret`, `offset` steps from now (the window takes -1, 0 and +1). */
export const code = (secret: string, offset = 0) => codeAt(secret, Date.now() + offset * STEP_MS);

type Requester = FixtureApp['app'];
type Answer = { status: number; retryAfter: string | null; body: Body };

let addresses = 0;

/** A new person (an administrator unless told) with a password, signing in from an address of their own. */
export async function twoFactorPerson(ctx: FixtureApp, role: 'admin' | 'collector' = 'admin') {
  const email = `dua${Math.random().toString(36).slice(2, 8)}@test.id`;
  const password = 'rahasia-dua-langkah-2026';
  const id = await insertUser(ctx.db, { firstName: 'Dewi', role, email, password });
  const headers = Object.fromEntries(signedAddressHeaders(FORWARDING_SECRET, `198.18.${++addresses}.7`));
  const post = async (path: string, json: unknown, app: Requester = ctx.app): Promise<Answer> => {
    const res = await app.request(path, jsonPost(json, headers));
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Body };
  };
  const door = role === 'admin' ? '/auth/admin/login' : '/auth/login';
  const person = {
    id,
    email,
    password,
    post,
    /** The password step. */
    login: (app?: Requester) => post(door, { email, password }, app),
    /** The password step's challenge (it must ask for the second step). */
    challenge: async (app?: Requester) => {
      const res = await person.login(app);
      expect(res.status).toBe(200);
      expect(res.body.jwt_token).toBeUndefined();
      return res.body.challenge as string;
    },
    /** Both steps: the password, then `answer` (a code or a recovery code). */
    signIn: async (answer: string, app?: Requester) =>
      post(`${door}/two-factor`, { challenge: await person.challenge(app), code: answer }, app),
    token: async () => {
      const res = await person.login();
      expect(res.status).toBe(200);
      return res.body.jwt_token as string;
    },
  };
  return person;
}

/**
 * Turns the factor on from My account: start, then confirm with the previous step's code (so the
 * current and next steps are left for signing in). Answers the secret and the recovery codes.
 */
export async function enrol(ctx: FixtureApp, token: string) {
  const call = caller(ctx.app, token);
  const started = await call('POST', '/strict/account/two-factor');
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await call('POST', '/strict/account/two-factor/confirm', { code: code(secret, -1) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes as string[], call };
}
