// The one server-side session check. The signed-in layout, every page, action and route
// handler that touches data calls it; proxy.ts only refreshes tokens and redirects early.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AppError } from '../errors';
import { loginPath, safeNext } from './login-path';
import { readSession, type Session } from './store';

export { safeNext } from './login-path';

/** A redirect whose Location is a path: the browser keeps the host it came in on, whatever Next.js thinks its own URL is. */
export function seeOther(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: safeNext(path, '/login'), 'cache-control': 'no-store' },
  });
}

async function currentPath() {
  return safeNext((await headers()).get('x-current-path'));
}

/**
 * A token the API refused although the proxy thought it fresh (revoked early, or the proxy
 * was skipped): a cookie write is needed, which a render cannot do, so detour through the
 * refresh route and come back.
 */
async function refreshAndReturn(): Promise<never> {
  redirect(`/auth/refresh?next=${encodeURIComponent(await currentPath())}`);
}

/**
 * For server components: the session, or a redirect to /login. The proxy has already
 * refreshed an expiring token (lib/session/proxy.ts); when it could not (the API was down),
 * the page goes ahead and says what failed.
 */
export async function requireSession(): Promise<Session> {
  const session = await readSession();
  if (!session) redirect(loginPath((await headers()).get('x-current-path')));
  return session;
}

/** Runs an upstream read for a render; a 401 (revoked, expired) goes through refresh or sign-in. */
export async function withSession<T>(read: (session: Session) => Promise<T>): Promise<T> {
  const session = await requireSession();
  try {
    return await read(session);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) return refreshAndReturn();
    throw err;
  }
}
