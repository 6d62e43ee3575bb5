// CSRF defence in depth beside SameSite=Lax: a state-changing request must come from our own
// origin and carry a header only our own scripts send (ARCHITECTURE "Contracts"). A header a
// form or a cross-site fetch cannot set without a preflight we never grant.
import 'server-only';
import { appEnv } from '../env';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE.has(method);

type Header = (name: string) => string | null | undefined;
export type OriginRules = { appUrl?: string[]; trustProxy: boolean };
const configured = (): OriginRules => ({ appUrl: appEnv().APP_URL, trustProxy: appEnv().TRUST_PROXY });

/**
 * Our origin as this request names it: APP_URL when configured (then nothing the request says
 * can widen it); otherwise the Host the browser addressed, or, behind a trusted proxy, the
 * host that proxy forwarded.
 */
function ourOrigins(header: Header, { appUrl, trustProxy }: OriginRules): { origins?: string[]; host?: string } {
  if (appUrl?.length) return { origins: appUrl };
  const host = (trustProxy ? header('x-forwarded-host')?.split(',')[0]?.trim() : undefined) || header('host');
  return { host: host ?? undefined };
}

/** Sec-Fetch-Site, when the browser sends it, says same-origin; Origin is present, not 'null', and ours. */
export function isSameOrigin(header: Header, rules: OriginRules = configured()): boolean {
  const site = header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = header('origin');
  if (!origin || origin === 'null' || !URL.canParse(origin)) return false;
  const ours = ourOrigins(header, rules);
  const given = new URL(origin);
  if (ours.origins) return ours.origins.includes(given.origin);
  return !!ours.host && given.host === ours.host.toLowerCase();
}

/**
 * A form the browser posted itself, not our script: a navigation (Sec-Fetch-Dest: document) from
 * our own origin, as form data, without the server action's header. Our forms post this way only
 * when pressed before the page's script arrived; proxy.ts sends the page back and does nothing.
 */
export function isFormPostedBeforeScript(method: string, header: Header, rules?: OriginRules): boolean {
  const type = header('content-type') ?? '';
  return (
    method === 'POST' &&
    !header('next-action') &&
    header('sec-fetch-dest') === 'document' &&
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) &&
    isSameOrigin(header, rules)
  );
}

/** Safe methods pass (they change nothing); anything else must be same-origin and carry our header. */
export function isSameOriginWrite(method: string, header: Header, rules?: OriginRules): boolean {
  if (isSafeMethod(method)) return true;
  return header(CSRF_HEADER) === CSRF_VALUE && isSameOrigin(header, rules);
}
