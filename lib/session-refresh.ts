// Where a cookie can be written (route handlers, server actions): make sure the session's
// access token is usable, refreshing it (single-flight) and saving the new pair.
import 'server-only';
import { isExpiring } from './auth';
import { refreshTokenPair } from './refresh';
import { clearSession, sessionFromTokens, writeSession, type Session } from './session';

/** Returns a session with a fresh access token, or null after ending a dead session. */
export async function freshSession(session: Session, force = false): Promise<Session | null> {
  if (!force && !isExpiring(session)) return session;
  const pair = await refreshTokenPair(session.refresh);
  if (!pair) {
    await clearSession();
    return null;
  }
  const next = sessionFromTokens(pair, session.persistent);
  await writeSession(next);
  return next;
}
