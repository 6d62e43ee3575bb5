import { NextResponse, type NextRequest } from 'next/server';
import { proxySession } from './lib/session-proxy';

// The request proxy (Next.js 16's name for middleware; it runs on Node.js). For signed-in
// pages it refreshes an expiring access token before the render (lib/session-proxy.ts) and
// sends a request without a session to /login. It is not the guard: every page, action and
// route handler checks the session itself (lib/auth.ts), since proxies have been bypassed.
const PUBLIC = [/^\/login$/, /^\/logout$/, /^\/auth\//, /^\/auth-pass-reset-cover$/];

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC.some((p) => p.test(pathname))) return NextResponse.next();
  const headers = new Headers(request.headers);
  // A render that still finds its token refused can come back here after signing in again.
  headers.set('x-current-path', `${pathname}${search}`);
  return proxySession(request, headers);
}

export const config = {
  // Not the BFF (/strict, /region: the route checks the session and refreshes itself), nor files.
  matcher: ['/((?!_next/|strict/|region/|vendor/|favicon.ico|robots.txt|images/|.*\\.(?:svg|png|jpg|ico|css|js|woff2?)$).*)'],
};
