import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, MAX_BODY_BYTES, type App } from './app';
import type { Database } from './db/client';
import { ADMIN, insertUser } from './test/fixtures';
import { jsonPost } from './test/api';
import { openTestDatabase, testDbKinds, testEnv } from './test/databases';

const env = testEnv();

describe.each(testDbKinds)('the API app on %s', (kind) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertUser(database.db, { firstName: 'Admin', role: 'admin', ...ADMIN });
    app = createApp({ db: database.db, env });
  });
  afterAll(() => database?.close());

  it.each([
    ['an unknown path', '/nothing-here', 'GET'],
    ['an unknown path under a known prefix', '/region/planet', 'GET'],
    ['a known path with another method', '/region/province', 'DELETE'],
  ])('answers %s with 404 in the error shape', async (_, path, method) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Data yang anda cari tidak ditemukan' });
  });

  describe('a body over 64 KB', () => {
    const oversized = JSON.stringify({ email: ADMIN.email, password: 'x'.repeat(MAX_BODY_BYTES) });

    it('is refused with 413 when its length is declared', async () => {
      const res = await app.request(
        '/auth/admin/login',
        jsonPost(oversized, { 'content-length': String(Buffer.byteLength(oversized)) }),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Isi permintaan terlalu besar' });
    });

    it('is refused with 413 when it arrives as a stream of unknown length', async () => {
      const bytes = new TextEncoder().encode(oversized);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
          controller.close();
        },
      });
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit;
      const res = await app.request('/auth/admin/login', init);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Isi permintaan terlalu besar' });
    });

    it('just under the limit is read normally', async () => {
      const res = await app.request(
        '/auth/admin/login',
        jsonPost({ email: ADMIN.email, password: 'x'.repeat(MAX_BODY_BYTES - 100) }),
      );
      expect(res.status).toBe(422); // reached validation: the password is over 255 characters
    });
  });

  describe('GET /openapi.json', () => {
    let doc: {
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown; parameters?: { name: string; in: string; required?: boolean }[] }>
      >;
      components?: { securitySchemes?: Record<string, unknown> };
    };

    beforeAll(async () => {
      const res = await app.request('/openapi.json');
      expect(res.status).toBe(200);
      doc = (await res.json()) as typeof doc;
    });

    it('publishes every route of the contract', () => {
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths).sort()).toEqual(
        expect.arrayContaining([
          '/auth/admin/login',
          '/auth/refresh',
          '/auth/logout',
          '/region/province',
          '/region/regency',
          '/region/subdistrict',
          '/region/village',
          '/strict/report/summary',
        ]),
      );
      expect(Object.keys(doc.paths['/auth/admin/login']!)).toEqual(['post']);
      expect(Object.keys(doc.paths['/region/village']!)).toEqual(['get']);
    });

    it('documents the region query parameters', () => {
      const params = doc.paths['/region/village']!.get!.parameters ?? [];
      expect(params.map((p) => [p.name, p.in])).toEqual(
        expect.arrayContaining([
          ['page', 'query'],
          ['per_page', 'query'],
          ['search', 'query'],
          ['subdistrictId', 'query'],
        ]),
      );
      expect(params.find((p) => p.name === 'subdistrictId')?.required).toBe(true);
    });

    it('documents the device token both sign-in doors take and hand out', () => {
      type AnswerSchema = { properties: Record<string, unknown>; required: string[] };
      for (const door of ['/auth/admin/login', '/auth/login']) {
        const post = doc.paths[door]!.post! as unknown as {
          requestBody: {
            content: Record<
              string,
              {
                schema: {
                  properties: Record<string, { maxLength?: number; description?: string }>;
                  required: string[];
                };
              }
            >;
          };
          responses: Record<string, { content: Record<string, { schema: { anyOf: AnswerSchema[] } }> }>;
        };
        const request = post.requestBody.content['application/json']!.schema;
        expect(request.properties.device_token).toMatchObject({
          maxLength: 512,
          description: expect.stringContaining('per-address limit'),
        });
        expect(request.required).not.toContain('device_token');
        // The token pair, or (two-factor sign-in) the challenge of the second step.
        const [answer, ...secondSteps] = post.responses['200']!.content['application/json']!.schema.anyOf;
        expect(secondSteps.map((s) => s.required)).toEqual([
          ['message', 'two_factor_required', 'challenge'],
          ['message', 'two_factor_enrolment_required', 'challenge'],
        ]);
        expect(answer!.properties.device_token).toMatchObject({ type: 'string' });
        expect(answer!.required).not.toContain('device_token');
      }
    });

    it('declares bearer authentication and puts /strict behind it', () => {
      expect(doc.components?.securitySchemes?.bearerAuth).toEqual({
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
      });
      expect(doc.paths['/strict/report/summary']!.get!.security).toEqual([{ bearerAuth: [] }]);
      expect(doc.paths['/region/province']!.get!.security).toBeUndefined();
    });
  });
});

describe.each(testDbKinds)('an unexpected failure on %s', (kind) => {
  it('answers 500 with a bare message and logs the detail on the server only', async () => {
    const database = await openTestDatabase(kind);
    const app = createApp({ db: database.db, env });
    await database.close(); // every query from now on throws inside the driver
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await app.request('/region/province');
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Terjadi kesalahan pada server' });
      expect(text).not.toMatch(/select|from|provinces|at .*\.ts|Error/i);
      expect(logged).toHaveBeenCalledWith('[api] unhandled error', 'GET', '/region/province', expect.anything());
    } finally {
      logged.mockRestore();
    }
  });
});
