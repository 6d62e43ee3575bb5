import 'server-only';
import Bowser from 'bowser';
import { accountSchema, accountSessionListSchema, type AccountSession } from '../schemas/account';
import type { Session } from '../session/store';
import { twoFactorStatusSchema } from '../schemas/two-factor';
import { upstream } from '../upstream/request';

export const getAccount = (session: Session) => upstream('strict/account', accountSchema, { token: session.access });

/** A session as its owner reads it: the browser and system named ("Chrome 131 on Windows"), not the raw User-Agent. */
export type SessionView = AccountSession & { browser: string | null; os: string | null };

export async function listSessions(session: Session): Promise<SessionView[]> {
  const { items } = await upstream('strict/account/sessions', accountSessionListSchema, { token: session.access });
  return items.map((item) => {
    if (!item.user_agent) return { ...item, browser: null, os: null };
    const parsed = Bowser.parse(item.user_agent);
    const major = parsed.browser.version?.split('.')[0];
    return {
      ...item,
      browser: parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null,
      os: parsed.os.name ?? null,
    };
  });
}

export const getTwoFactorStatus = (session: Session) =>
  upstream('strict/account/two-factor', twoFactorStatusSchema, { token: session.access });
