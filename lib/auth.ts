// The one server-side session check. The signed-in layout, every page, action and route
// handler that touches data calls it; middleware.ts is only an optimistic redirect.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { AppError } from './errors';
import { readSession, type Session } from './session';

/** Seconds of margin: a token this close to expiry is refreshed before use. */
export const EXPIRY_MARGIN_S = 10;

export const isExpiring = (session: Session, now = Date.now()) => session.accessExp - EXPIRY_MARGIN_S <= now / 1000;

/** Only same-site relative paths may be a redirect target. */
export function safeNext(value: string | null | undefined, fallback = '/dashboard') {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

async function currentPath() {
  return safeNext((await headers()).get('x-current-path'));
}

/** A refresh needs a cookie write, which a render cannot do: detour through the refresh route. */
async function refreshAndReturn(): Promise<never> {
  redirect(`/auth/refresh?next=${encodeURIComponent(await currentPath())}`);
}

/** For server components: a session with a usable access token, or a redirect. */
export async function requireSession(): Promise<Session> {
  const session = await readSession();
  if (!session) redirect('/login');
  if (isExpiring(session)) return refreshAndReturn();
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
