// The BFF proxy: the browser's session cookie in, the bearer token out. Only the API paths
// that exist, only JSON, never the browser's cookies or any other of its headers upstream.
// Framework-free at its core (handleBff: a method, a target, headers and a body in; a status,
// headers and a body out), so it is unit-tested without a server; the route handlers
// (app/strict, app/region) call it through handleBffRequest.
import 'server-only';
import { isAllowedPath } from './allowed-paths';
import { checkedErrorBytes } from './api-error-text';
import { isSameOriginWrite } from './csrf';
import { AppError } from '../errors';
import { translatorFor } from '../shared/catalog';
import { htmlLang, toLocale } from '../shared/locales';
import { LOCALE_COOKIE } from '../i18n/config';
import { refreshOrRenew } from '../session/refresh-or-renew';
import { securityHeaders } from '../security-headers';
import {
  isHttpsProto,
  openSession,
  readCookie,
  serializeCookie,
  sessionCookieName,
  sessionCookieOptions,
  type Session,
} from '../session/core';
import { callApi, UpstreamUnavailable } from '../upstream/core';

/** Larger JSON bodies than any form sends are refused unread. */
export const MAX_BODY = 64 * 1024;

export type BffRequest = {
  method: string;
  /** The request target as it arrived: path and query, still percent-encoded. */
  target: string;
  header: (name: string) => string | null | undefined;
  /** The body as text, or null when it is longer than `limit` bytes. */
  text: (limit: number) => Promise<string | null>;
};
export type BffAnswer = { status: number; headers: [string, string][]; body: Uint8Array | string };

const JSON_TYPE: [string, string] = ['content-type', 'application/json; charset=utf-8'];
const NO_STORE: [string, string] = ['cache-control', 'no-store'];

// Plain segments only: no percent-encoding (so no encoded slash or dot), no dot segments, no
// empty segment (`//`), no backslash. Checked on the raw target, before anything decodes it.
const PATH = /^\/(strict|region)(\/[A-Za-z0-9_-]+)+$/;

export async function handleBff(request: BffRequest): Promise<BffAnswer> {
  const locale = toLocale(readCookie(request.header('cookie'), LOCALE_COOKIE));
  const t = translatorFor(locale);
  const cookies: [string, string][] = [];
  const security = securityHeaders(isHttpsProto(request.header('x-forwarded-proto')));
  const answer = (status: number, body: Uint8Array | string): BffAnswer => ({
    status,
    headers: [JSON_TYPE, NO_STORE, ...security, ...cookies],
    body,
  });
  const fail = (status: number, key: string) => answer(status, JSON.stringify({ message: t(key) }));

  const { method } = request;
  if (!isSameOriginWrite(method, request.header)) return fail(403, 'api.forbidden');
  const queryAt = request.target.indexOf('?');
  const pathname = queryAt < 0 ? request.target : request.target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : request.target.slice(queryAt);
  if (!PATH.test(pathname)) return fail(404, 'api.notFound');
  const path = pathname.slice(1);
  if (!isAllowedPath(method, path)) {
    const other = ['GET', 'POST', 'PUT', 'DELETE'].some((m) => isAllowedPath(m, path));
    return fail(other ? 405 : 404, other ? 'api.methodNotAllowed' : 'api.notFound');
  }

  // The body: JSON only, bounded, checked here so nothing malformed travels on. It travels as
  // the browser wrote it: printed again, 1e309 would become null ("required") and
  // 99999999999999.99 another number, where the API must see what was sent to refuse it rightly.
  let body: string | undefined;
  if (method !== 'GET') {
    const declared = Number(request.header('content-length') ?? 0);
    if (declared > MAX_BODY) return fail(413, 'api.payloadTooLarge');
    const text = await request.text(MAX_BODY);
    if (text === null) return fail(413, 'api.payloadTooLarge');
    if (text) {
      if (!/^application\/json(\s*;|$)/i.test(request.header('content-type') ?? ''))
        return fail(415, 'api.unsupportedMediaType');
      try {
        JSON.parse(text);
      } catch {
        return fail(400, 'api.invalidJson');
      }
      body = text;
    }
  }

  // The session: live, and its access token fresh; a renewed cookie goes back with the answer.
  const https = isHttpsProto(request.header('x-forwarded-proto'));
  const name = sessionCookieName(https);
  const value = readCookie(request.header('cookie'), name);
  const opened = await openSession(value);
  const end = () => {
    cookies.length = 0;
    cookies.push(['set-cookie', serializeCookie(name, '', sessionCookieOptions(null, https))]);
    return fail(401, 'api.unauthenticated');
  };
  if (!value || !opened) return value ? end() : fail(401, 'api.unauthenticated');
  let session: Session = opened;
  const save = (next: Session, sealed: string) => {
    session = next;
    cookies.length = 0;
    cookies.push(['set-cookie', serializeCookie(name, sealed, sessionCookieOptions(next, https))]);
  };
  /** False when the sign-in is over; a new cookie, when there is one, goes back with the answer. */
  const freshen = async (force: boolean) => {
    const result = await refreshOrRenew(session, { locale, force, value });
    if (result.kind === 'ended') return false;
    if (result.kind === 'saved') save(result.session, result.sealed);
    return true;
  };

  try {
    if (!(await freshen(false))) return end();
    const send = () =>
      callApi({ method: method as 'GET', path, search, token: session.access, body, lang: htmlLang[locale] });
    let upstream = await send();
    if (upstream.status === 401) {
      // Revoked or expired early: one forced refresh, then give up and end the session.
      if (!(await freshen(true))) return end();
      upstream = await send();
    }
    // A refusal is shown to the user: only one of our messages goes on (lib/bff/api-error-text.ts).
    if (upstream.status >= 400)
      return answer(upstream.status, JSON.stringify(checkedErrorBytes(upstream.status, upstream.bytes, locale)));
    // The API's JSON goes on byte for byte: parsing and printing it again would only cost time.
    return answer(upstream.status, upstream.bytes);
  } catch (err) {
    if (err instanceof AppError) return answer(err.status, JSON.stringify(err.body()));
    if (err instanceof UpstreamUnavailable) {
      if (!err.timedOut) console.error('[bff] upstream unreachable', path, err.cause);
      return fail(err.timedOut ? 504 : 502, err.timedOut ? 'errors.timeout' : 'errors.network');
    }
    console.error('[bff] failed', path, err);
    return fail(500, 'errors.internal');
  }
}

/** The body as text, reading no further than `limit` bytes: a longer one is cancelled and null. */
async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** For the route handlers (app/strict, app/region): a web Request in, a web Response out. */
export async function handleBffRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const answer = await handleBff({
    method: request.method,
    target: `${url.pathname}${url.search}`,
    header: (name) => request.headers.get(name),
    text: (limit) => readBounded(request.body, limit),
  });
  const headers = new Headers();
  for (const [k, v] of answer.headers) headers.append(k, v);
  return new Response(answer.body as BodyInit, { status: answer.status, headers });
}
