import { describe, expect, it } from 'vitest';
import { useEmbeddedApi } from '../../server/test/embedded-api';
import { embeddedApiEnv } from '../test/throwaway-env';

// streamApi against the real embedded API: a download crosses the worker boundary as a stream,
// pulled chunk by chunk; an error still arrives whole, as bytes.
const { remove, admin } = embeddedApiEnv('upstream-stream');

const { callApi, streamApi } = await import('./core');
const { tokenPairSchema } = await import('../schemas/auth');

const token = async () => {
  const login = await callApi({ method: 'POST', path: 'auth/admin/login', body: JSON.stringify(admin), lang: 'id' });
  return tokenPairSchema.parse(JSON.parse(new TextDecoder().decode(login.bytes))).jwt_token;
};
/** The transaction export in `format`, signed in unless told otherwise. */
const exported = async (format: 'csv' | 'xlsx', lang = 'id', signedIn = true) =>
  streamApi({
    path: 'strict/export/transaction',
    search: `?format=${format}`,
    lang,
    ...(signedIn ? { token: await token() } : {}),
  });

describe('streamApi on the embedded API', () => {
  useEmbeddedApi(remove);

  it('passes a download on as a stream with its head', async () => {
    const answer = await exported('csv', 'en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Transactions-/);
    expect(answer.body).toBeInstanceOf(ReadableStream);
    const text = await new Response(answer.body as ReadableStream<Uint8Array>).text();
    expect(text).toBe('ID,Date,User,BSI code,BSU code,Total,Status\r\n');
  });

  it('answers a refusal whole, as bytes, in the language asked for', async () => {
    const answer = await exported('xlsx', 'id', false);
    expect(answer.status).toBe(401);
    expect(answer.body).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(new TextDecoder().decode(answer.body as Uint8Array))).toHaveProperty('message');
  });

  it('lets the reader stop a download early, and the worker goes on answering', async () => {
    const answer = await exported('xlsx');
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect([...first.value!.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip: PK
    await reader.cancel();
    expect((await callApi({ path: 'region/province', lang: 'id' })).status).toBe(200);
  });
});
