import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../session/data';
import { bffTestBed, WRITE } from './handler-test-bed';

// What the API answers goes on to the browser as the API wrote it, and what the browser sends
// reaches the API as written.
const { bff, ready } = await bffTestBed('bff-pass-through');
const { callApi } = await import('../upstream/core');
const id = (await import('../../messages/in.json')).default;

let session: Session;
let cookie: string;
beforeAll(async () => {
  ({ session, cookie } = await ready());
});

describe("the BFF passes the API's answers on unchanged", () => {
  const direct = (method: 'POST' | 'DELETE', apiPath: string, body: string) =>
    callApi({ method, path: apiPath, body, token: session.access, lang: 'id' });

  it('a 404 for a missing record arrives byte for byte', async () => {
    const body = JSON.stringify({ id: [999_999] });
    const answer = await bff({ method: 'DELETE', target: '/strict/collector', headers: { cookie, ...WRITE }, body });
    const api = await direct('DELETE', 'strict/collector', body);
    expect(api.status).toBe(404);
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(new TextDecoder().decode(api.bytes));
    expect(JSON.parse(answer.text)).toEqual({ message: id.api.deleteNotFound });
  });

  it('a 422 with field errors arrives byte for byte', async () => {
    const body = JSON.stringify({ first_name: '', trash_bank_name: 'Induk' });
    const answer = await bff({ method: 'POST', target: '/strict/collector', headers: { cookie, ...WRITE }, body });
    const api = await direct('POST', 'strict/collector', body);
    expect(api.status).toBe(422);
    expect(answer.status).toBe(422);
    expect(answer.text).toBe(new TextDecoder().decode(api.bytes));
    expect(JSON.parse(answer.text)).toMatchObject({
      message: expect.any(String),
      errors: { first_name: [expect.any(String)] },
    });
  });

  // Printed again after parsing, 1e309 became null (answered "required") and 99999999999999.99
  // became …98: the API must see the number as the browser wrote it.
  it.each(['1e309', '99999999999999.99'])(
    'a price written as %s reaches the API as written and gets its number message',
    async (price) => {
      const body = `{"name":"Botol","selling_price":${price},"buying_price":${price},"stock":"1"}`;
      const answer = await bff({ method: 'POST', target: '/strict/trash', headers: { cookie, ...WRITE }, body });
      expect(answer.status).toBe(422);
      const errors = JSON.parse(answer.text).errors;
      expect(errors.selling_price).toEqual([id.validation.number]);
      expect(errors.buying_price).toEqual([id.validation.number]);
    },
  );
});
