// Where a cookie can be written (route handlers, server actions): make sure the session's
// access token is usable, refreshing it (single-flight) and saving the new pair.
import 'server-only';
import { requestLocale } from '../i18n/request-locale';
import { refreshTokenPair } from './token-refresh';
import { clearSession, sessionFromTokens, writeSession, type Session } from './store';
import { isExpiring } from './core';

/** Returns a session with a fresh access token, or null after ending a dead session. */
export async function freshSession(session: Session, force = false): Promise<Session | null> {
  if (!force && !isExpiring(session)) return session;
  const pair = await refreshTokenPair(session.refresh, await requestLocale());
  if (!pair) {
    await clearSession();
    return null;
  }
  const next = sessionFromTokens(pair, session.persistent, Date.now(), session);
  await writeSession(next);
  return next;
}
