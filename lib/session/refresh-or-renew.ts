// The one rule for keeping a session usable, wherever a cookie can be written (the BFF, the
// request proxy, route handlers and actions): an access token about to expire (or one the API
// refused) is refreshed, single-flight; otherwise a session in use has its idle clock moved on.
// The caller writes the cookie its own way.
import 'server-only';
import type { Locale } from '../shared/locales';
import { isExpiring, needsRenewal, renewSession, sealSession, sessionFromTokens, type Session } from './core';
import { refreshTokenPair } from './token-refresh';

export type Freshened =
  /** Nothing to write. */
  | { kind: 'unchanged'; session: Session }
  /** A new cookie value to send back. */
  | { kind: 'saved'; session: Session; sealed: string }
  /** The API refused the refresh token: the sign-in is over. */
  | { kind: 'ended' };

export type FreshenOptions = {
  locale: Locale;
  /** Refresh even when the token looks fresh: the API has just refused it. */
  force?: boolean;
  /** The cookie value the session was opened from; without it the idle clock is not moved. */
  value?: string;
};

/** Throws AppError when the API cannot answer a refresh (down, too slow). */
export async function refreshOrRenew(session: Session, { locale, force, value }: FreshenOptions): Promise<Freshened> {
  if (force || isExpiring(session)) {
    const pair = await refreshTokenPair(session.refresh, locale);
    if (!pair) return { kind: 'ended' };
    const next = sessionFromTokens(pair, session.persistent, Date.now(), session);
    return { kind: 'saved', session: next, sealed: await sealSession(next) };
  }
  if (value !== undefined && needsRenewal(session)) return { kind: 'saved', ...(await renewSession(value, session)) };
  return { kind: 'unchanged', session };
}
