// The BFF proxy: the browser's session cookie in, the bearer token out. Only allowed paths,
// only JSON, never the browser's cookies or other headers upstream.
import 'server-only';
import { NextResponse } from 'next/server';
import { isAllowedPath } from './api/paths';
import { isSameOriginWrite } from './csrf';
import { AppError } from './errors';
import { t } from './i18n/server-messages';
import { readSession } from './session';
import { freshSession } from './session-refresh';
import { upstreamRaw } from './upstream';

const MAX_BODY = 64 * 1024;
const noStore = { 'cache-control': 'no-store' };
const fail = (status: number, key: string) => NextResponse.json({ message: t(key) }, { status, headers: noStore });

async function readJsonBody(request: Request): Promise<{ ok: true; json: unknown } | { ok: false; response: NextResponse }> {
  if (request.method === 'GET') return { ok: true, json: undefined };
  const text = await request.text();
  if (text.length > MAX_BODY) return { ok: false, response: fail(413, 'api.payloadTooLarge') };
  if (!text) return { ok: true, json: undefined };
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return { ok: false, response: fail(415, 'api.unsupportedMediaType') };
  }
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, response: fail(400, 'api.invalidJson') };
  }
}

export async function proxy(request: Request, segments: string[]): Promise<NextResponse> {
  if (!isSameOriginWrite(request)) return fail(403, 'api.forbidden');
  // Segments arrive decoded: refuse anything that could step out of the allowed paths.
  if (segments.some((s) => !s || s === '.' || s === '..' || /[/\\%]/.test(s))) return fail(404, 'api.notFound');
  const path = segments.join('/');
  if (!isAllowedPath(request.method, path)) return fail(404, 'api.notFound');

  const body = await readJsonBody(request);
  if (!body.ok) return body.response;

  let session = await readSession();
  if (session) session = await freshSession(session);
  if (!session) return fail(401, 'api.unauthenticated');

  const searchParams = new URL(request.url).searchParams;
  const send = (token: string) =>
    upstreamRaw(path, { method: request.method as 'GET', token, json: body.json, searchParams });
  try {
    let answer = await send(session.access);
    if (answer.status === 401) {
      // Revoked or expired early: one forced refresh, then give up and end the session.
      session = await freshSession(session, true);
      if (!session) return fail(401, 'api.unauthenticated');
      answer = await send(session.access);
    }
    return NextResponse.json(answer.body, { status: answer.status, headers: noStore });
  } catch (err) {
    if (err instanceof AppError) return NextResponse.json(err.body(), { status: err.status, headers: noStore });
    throw err;
  }
}
