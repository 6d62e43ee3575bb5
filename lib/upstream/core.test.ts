import { describe, expect, it } from 'vitest';
import { useEmbeddedApi } from '../../server/test/embedded-api';
import { embeddedApiEnv } from '../test/throwaway-env';

// callApi against the real embedded API (its worker thread on a throwaway PGlite directory);
// env is set before any module reads it.
const { remove, admin } = embeddedApiEnv('upstream');

const { callApi } = await import('./core');
const { tokenPairSchema } = await import('../schemas/auth');
const id = (await import('../../messages/in.json')).default;
const en = (await import('../../messages/en.json')).default;

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('callApi on the embedded API', () => {
  useEmbeddedApi(remove);

  it('a GET answers with the status and the JSON bytes', async () => {
    const answer = await callApi({ path: 'region/province', lang: 'id' });
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(text(answer.bytes))).toMatchObject({ items: [expect.objectContaining({ id: '32' })] });
  });

  it('a leading slash and a query string reach the same route', async () => {
    const answer = await callApi({ path: '/region/regency', search: '?provinceId=32', lang: 'id' });
    expect(answer.status).toBe(200);
    const body = JSON.parse(text(answer.bytes)) as { items: { id: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    for (const regency of body.items) expect(regency.id.startsWith('32.')).toBe(true);
  });

  it('the API answers in the language asked for', async () => {
    const indonesian = await callApi({ path: 'strict/collector', lang: 'id' });
    const english = await callApi({ path: 'strict/collector', lang: 'en' });
    expect(indonesian.status).toBe(401);
    expect(english.status).toBe(401);
    expect(JSON.parse(text(indonesian.bytes))).toEqual({ message: id.api.unauthenticated });
    expect(JSON.parse(text(english.bytes))).toEqual({ message: en.api.unauthenticated });
  });

  it('a token is sent as a bearer: /strict answers with it and refuses without it', async () => {
    const login = await callApi({ method: 'POST', path: 'auth/admin/login', body: JSON.stringify(admin), lang: 'id' });
    expect(login.status).toBe(200);
    const pair = tokenPairSchema.parse(JSON.parse(text(login.bytes)));
    const withToken = await callApi({ path: 'strict/collector', token: pair.jwt_token, lang: 'id' });
    expect(withToken.status).toBe(200);
    expect(JSON.parse(text(withToken.bytes))).toMatchObject({ items: [], total_records: 0 });
    expect((await callApi({ path: 'strict/collector', lang: 'id' })).status).toBe(401);
    expect((await callApi({ path: 'strict/collector', token: `${pair.jwt_token}x`, lang: 'id' })).status).toBe(401);
  });

  it('a JSON body is sent as JSON: a wrong sign-in is refused, not misread', async () => {
    const answer = await callApi({
      method: 'POST',
      path: 'auth/admin/login',
      body: JSON.stringify({ email: admin.email, password: 'wrong' }),
      lang: 'en',
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(text(answer.bytes))).toEqual({ message: en.api.loginFailed });
  });
});
