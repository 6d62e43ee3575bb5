import { NextResponse, type NextRequest } from 'next/server';
import { isSafeMethod, isSameOrigin } from './lib/csrf';
import { LOCALE_COOKIE, toLocale } from './lib/i18n/config';
import { translatorFor } from './lib/i18n/catalog';
import { isDevelopment } from './lib/env';
import { contentSecurityPolicy, newNonce, securityHeaders } from './lib/security-headers';
import { isHttpsProto } from './lib/session-core';
import { proxySession } from './lib/session-proxy';

// The request proxy (Next.js 16's name for middleware; it runs on Node.js), for every page:
// - a Content-Security-Policy with a fresh nonce, and the other security headers;
// - a state-changing request must be a server action (Next-Action, a header a form or a
//   cross-site fetch cannot send without a preflight we never grant) from our own origin;
// - signed-in pages get an expiring access token refreshed before the render
//   (lib/session-proxy.ts), and a request without a session goes to /login.
// A router-state header Next.js cannot parse never gets here (Next.js fails on it first): the
// server in front of Next.js refuses it (lib/bff-node.ts, refuseMalformed).
// It is not the guard: every page, action and route handler checks the session itself
// (lib/auth.ts), since proxies have been bypassed.
const PUBLIC = [/^\/login$/, /^\/logout$/, /^\/auth\//, /^\/auth-pass-reset-cover$/];

function forbidden(request: NextRequest) {
  const t = translatorFor(toLocale(request.cookies.get(LOCALE_COOKIE)?.value));
  return NextResponse.json({ message: t('api.forbidden') }, { status: 403, headers: { 'cache-control': 'no-store' } });
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
  if (!isSafeMethod(request.method) && !(header('next-action') && isSameOrigin(header))) return forbidden(request);

  const nonce = newNonce();
  const policy = contentSecurityPolicy(nonce, isDevelopment);
  const headers = new Headers(request.headers);
  // Next.js takes the nonce from the request's policy and puts it on the scripts it writes.
  headers.set('content-security-policy', policy);
  const response = await pass(request, headers);
  response.headers.set('content-security-policy', policy);
  for (const [name, value] of securityHeaders(isHttpsProto(header('x-forwarded-proto')))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Not the BFF (/strict, /region: answered before Next.js, with its own checks), nor files.
  matcher: ['/((?!_next/|strict/|region/|vendor/|favicon.ico|robots.txt|images/|.*\\.(?:svg|png|jpg|ico|css|js|woff2?)$).*)'],
};
