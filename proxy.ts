import { NextResponse, type NextRequest } from 'next/server';
import { isFormPostedBeforeScript, isSafeMethod, isSameOrigin } from './lib/bff/csrf';
import { toLocale } from './lib/shared/locales';
import { LOCALE_COOKIE } from './lib/i18n/config';
import { translatorFor } from './lib/shared/catalog';
import { isDevelopment } from './lib/env';
import { INVALID_REQUEST, isPlainActionBody } from './lib/request-guards';
import { contentSecurityPolicy, newNonce, securityHeaders } from './lib/security-headers';
import { isHttpsProto } from './lib/session/core';
import { proxySession } from './lib/session/proxy';
import { RENDER_HEADER, renderKind } from './lib/markup-handover';

// The request proxy (Next.js 16's name for middleware; it runs on Node.js), for every page:
// - a Content-Security-Policy with a fresh nonce, and the other security headers;
// - a state-changing request must be a server action (Next-Action, a header a form or a
//   cross-site fetch cannot send without a preflight we never grant) from our own origin, to a
//   page, with the plain arguments our own scripts send;
// - a router-state header Next.js's parser rejects, or a path that does not decode, gets a 400
//   (marked on arrival, lib/connection.ts), wherever it is sent;
// - signed-in pages get an expiring access token refreshed before the render
//   (lib/session/proxy.ts), and a request without a session goes to /login.
// It is not the guard: every page, action and route handler checks the session itself
// (lib/session/check.ts), since proxies have been bypassed.
const PUBLIC = [
  /^\/login$/,
  /^\/logout$/,
  /^\/auth\//,
  /^\/auth-pass-reset-cover$/,
  /^\/set-password\/[A-Za-z0-9_-]+$/,
];
/** Files and the BFF: nothing there is a page, so nothing there takes a server action. */
const NOT_A_PAGE = /^\/(?:_next|strict|region|vendor|images|healthz|readyz)(?:\/|$)|\.[A-Za-z0-9]+$/;

function withSecurityHeaders(request: NextRequest, response: NextResponse) {
  for (const [name, value] of securityHeaders(isHttpsProto(request.headers.get('x-forwarded-proto'))))
    response.headers.set(name, value);
  return response;
}

function refuse(request: NextRequest, status: number, key: string) {
  const t = translatorFor(toLocale(request.cookies.get(LOCALE_COOKIE)?.value));
  return withSecurityHeaders(
    request,
    NextResponse.json({ message: t(key) }, { status, headers: { 'cache-control': 'no-store' } }),
  );
}

async function pass(request: NextRequest, headers: Headers) {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC.some((p) => p.test(pathname))) return NextResponse.next({ request: { headers } });
  // A render that still finds its token refused can come back here after signing in again.
  headers.set('x-current-path', `${pathname}${search}`);
  return proxySession(request, headers);
}

export async function proxy(request: NextRequest) {
  const header = (name: string) => request.headers.get(name);
  if (header(INVALID_REQUEST)) return refuse(request, 400, 'api.invalidInput');
  if (!isSafeMethod(request.method)) {
    // A form the browser posted itself, its script not there yet (a slow phone): nothing is done
    // with it, and the page comes back to be used (Post/Redirect/Get). Its forms post so that
    // what was typed never goes into an address.
    const page = !NOT_A_PAGE.test(request.nextUrl.pathname);
    if (page && isFormPostedBeforeScript(request.method, header)) {
      const back = NextResponse.redirect(request.nextUrl, 303);
      back.headers.set('cache-control', 'no-store');
      return withSecurityHeaders(request, back);
    }
    if (!header('next-action') || !isSameOrigin(header)) return refuse(request, 403, 'api.forbidden');
    if (!page) return refuse(request, 404, 'api.notFound');
    // The proxy reads a copy; the action still gets the body.
    if (!isPlainActionBody(header('content-type'), await request.clone().text()))
      return refuse(request, 400, 'api.invalidInput');
  }

  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, isDevelopment);
  const headers = new Headers(request.headers);
  // Next.js takes the nonce from the request's policy and puts it on the scripts it writes.
  headers.set('content-security-policy', policy);
  // Whether markup written on the server goes in the payload or only in the HTML (lib/markup-handover.ts).
  headers.set(RENDER_HEADER, renderKind(request.method, header));
  const response = await pass(request, headers);
  response.headers.set('content-security-policy', policy);
  for (const [name, value] of securityHeaders(isHttpsProto(header('x-forwarded-proto'))))
    response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Pages: not the BFF (/strict, /region: route handlers with their own checks), nor files.
    '/((?!_next/|strict/|region/|vendor/|healthz$|readyz$|favicon.ico|robots.txt|images/|.*\\.(?:svg|png|jpg|ico|css|js|woff2?)$).*)',
    // Anything that claims to be a server action, wherever it is sent.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // Anything marked on arrival as garbled (lib/connection.ts), the BFF's paths included.
    { source: '/:path*', has: [{ type: 'header', key: 'x-bs-invalid-request' }] },
  ],
};
