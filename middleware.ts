import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from './lib/session-cookie';

// Optimistic only: no session cookie on a protected route → /login. The real check runs on
// the server wherever data is read (lib/auth.ts). It also tells renders the current path, so
// a render that must refresh its token can come back to the same page.
const PUBLIC = [/^\/login$/, /^\/logout$/, /^\/auth\//, /^\/strict\//, /^\/region\//, /^\/auth-pass-reset-cover$/];

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC.some((p) => p.test(pathname))) return NextResponse.next();
  if (!request.cookies.get(SESSION_COOKIE)?.value) {
    return NextResponse.redirect(new URL('/login', request.url));
  }
  const headers = new Headers(request.headers);
  headers.set('x-current-path', `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|robots.txt|images/|.*\\.(?:svg|png|jpg|ico|css|js|woff2?)$).*)'],
};
