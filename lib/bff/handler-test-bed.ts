// Shared by the handler-*.test.ts files: the BFF core against the real embedded API (its worker
// thread on a throwaway PGlite directory), and the calls and checks those tests make with it.
// appEnv() reads process.env once, so the env is set here before any module is imported: a
// test file awaits bffTestBed() before anything else.
import { afterAll, beforeAll, expect } from 'vitest';
import { embeddedApiEnv } from '../test/throwaway-env';

export const HOST = 'bank.test:3000';
export const ORIGIN = `http://${HOST}`;
/** What our own client code sends with every write (lib/client). */
export const WRITE = {
  'x-requested-with': 'XMLHttpRequest',
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
};

type Call = { method?: string; target: string; headers?: Record<string, string>; body?: string };

export async function bffTestBed(name: string) {
  const { remove, admin } = embeddedApiEnv(name);
  const { handleBff } = await import('./handler');
  const { callApi } = await import('../upstream/core');
  const { sealSession, sessionFromTokens } = await import('../session/core');
  const { tokenPairSchema } = await import('../schemas/auth');
  const { embeddedApi } = await import('../../server/embedded');
  type Session = Awaited<ReturnType<typeof sessionFromTokens>>;
  type Answer = Awaited<ReturnType<typeof handleBff>>;

  const bodyText = (answer: Answer) =>
    typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  const headerOf = (answer: Answer, name: string) => answer.headers.filter(([k]) => k === name).map(([, v]) => v);

  /** One request through the BFF as a browser on our host would make it; `reads` counts body reads. */
  async function bff({ method = 'GET', target, headers = {}, body = '' }: Call) {
    const sent = new Headers({ host: HOST, ...headers });
    let reads = 0;
    const answer = await handleBff({
      method,
      target,
      header: (name) => sent.get(name),
      async text(limit) {
        reads += 1;
        return Buffer.byteLength(body) > limit ? null : body;
      },
    });
    return { ...answer, reads, text: bodyText(answer), header: (name: string) => headerOf(answer, name) };
  }

  /** Every refusal of ours: JSON in the visitor's language, never cached, never sniffed. */
  function expectRefusal(answer: Awaited<ReturnType<typeof bff>>, status: number, message: string) {
    expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({ status, body: { message } });
    expect(answer.header('content-type')).toEqual(['application/json; charset=utf-8']);
    expect(answer.header('cache-control')).toEqual(['no-store']);
    expect(answer.header('x-content-type-options')).toEqual(['nosniff']);
  }

  async function signIn() {
    const answer = await callApi({ method: 'POST', path: 'auth/admin/login', body: JSON.stringify(admin), lang: 'id' });
    expect(answer.status).toBe(200);
    return tokenPairSchema.parse(JSON.parse(new TextDecoder().decode(answer.bytes)));
  }

  const cookieOf = async (session: Session) => `bs_session=${await sealSession(session)}`;

  /** The administrator's session and its cookie, once the API is up. */
  let signedIn: Promise<{ session: Session; cookie: string }> | undefined;
  const ready = () =>
    (signedIn ??= (async () => {
      await embeddedApi();
      const session = sessionFromTokens(await signIn(), false);
      return { session, cookie: await cookieOf(session) };
    })());

  beforeAll(async () => {
    await ready();
  });
  afterAll(async () => {
    await (await embeddedApi()).close();
    remove();
  });

  return { bff, expectRefusal, signIn, cookieOf, ready };
}
