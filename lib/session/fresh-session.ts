// Where a cookie can be written (route handlers, server actions): make sure the session's
// access token is usable, refreshing it (single-flight) and saving the new pair.
import 'server-only';
import { requestLocale } from '../i18n/request-locale';
import { refreshOrRenew } from './refresh-or-renew';
import { clearSession, writeSession, type Session } from './store';

/** Returns a session with a fresh access token, or null after ending a dead session. */
export async function freshSession(session: Session, force = false): Promise<Session | null> {
  const result = await refreshOrRenew(session, { locale: await requestLocale(), force });
  if (result.kind === 'ended') {
    await clearSession();
    return null;
  }
  if (result.kind === 'saved') await writeSession(result.session, result.sealed);
  return result.session;
}
