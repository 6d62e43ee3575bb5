// The request proxy's part of the session (proxy.ts): a session in use has its idle clock
// moved on, and an access token about to expire is refreshed, before the page renders; the
// render sees the new cookie in the same request. Renders cannot write cookies, and a redirect
// to a refresh route in the middle of a client navigation loses the page; here neither happens.
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { AppError } from '../errors';
import { toLocale } from '../shared/locales';
import { LOCALE_COOKIE } from '../i18n/config';
import { loginPath } from './login-path';
import { isHttpsProto, openSession, sessionCookieName, sessionCookieOptions } from './core';
import { refreshOrRenew } from './refresh-or-renew';

/** The Cookie header with one cookie's value replaced. */
function withCookie(header: string | null, name: string, value: string): string {
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

/** To the sign-in page, which brings the user back here; a cookie that no longer opens a session means it ended. */
function toLogin(request: NextRequest, name: string, https: boolean) {
  const { pathname, search } = request.nextUrl;
  const response = NextResponse.redirect(
    new URL(loginPath(`${pathname}${search}`, request.cookies.get(name)?.value ? 'expired' : undefined), request.url),
  );
  if (request.cookies.has(name)) response.cookies.set(name, '', sessionCookieOptions(null, https));
  return response;
}

/** Lets a signed-in page request through, its session fresh; anything else goes to /login. */
export async function proxySession(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const https = isHttpsProto(request.headers.get('x-forwarded-proto'));
  const name = sessionCookieName(https);
  const value = request.cookies.get(name)?.value;
  const session = await openSession(value);
  if (!value || !session) return toLogin(request, name, https);

  let result;
  try {
    result = await refreshOrRenew(session, { locale: toLocale(request.cookies.get(LOCALE_COOKIE)?.value), value });
  } catch (err) {
    // The API cannot be reached: render anyway, the page says what failed.
    if (err instanceof AppError) return NextResponse.next({ request: { headers } });
    throw err;
  }
  if (result.kind === 'ended') return toLogin(request, name, https);
  if (result.kind === 'unchanged') return NextResponse.next({ request: { headers } });
  const { session: next, sealed } = result;
  headers.set('cookie', withCookie(request.headers.get('cookie'), name, sealed));
  const response = NextResponse.next({ request: { headers } });
  response.cookies.set(name, sealed, sessionCookieOptions(next, https));
  return response;
}
