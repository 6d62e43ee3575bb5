import type { NextRequest } from 'next/server';
import { safeNext, seeOther } from '@/lib/session/check';
import { loginPath } from '@/lib/session/login-path';
import { readSession } from '@/lib/session/store';
import { freshSession } from '@/lib/session/fresh-session';

// A server render found the access token expired (or refused): refresh here, where the
// cookie can be written, and go back. A refused refresh ends the session.
export async function GET(request: NextRequest) {
  const next = safeNext(request.nextUrl.searchParams.get('next'));
  const session = await readSession();
  const fresh = session ? await freshSession(session, true) : null;
  return seeOther(fresh ? next : loginPath(next, 'expired'));
}
