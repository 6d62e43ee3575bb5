// CSRF defence in depth beside SameSite=Lax: a state-changing request must come from our own
// origin and carry a header only our own scripts send (ARCHITECTURE "Contracts"). A header a
// form or a cross-site fetch cannot set without a preflight we never grant.
import 'server-only';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE.has(method);

/** Sec-Fetch-Site, when the browser sends it, says same-origin; Origin is present, not 'null', and ours. */
export function isSameOrigin(header: (name: string) => string | null | undefined): boolean {
  const site = header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = header('origin');
  if (!origin || origin === 'null') return false;
  const host = header('x-forwarded-host') ?? header('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Safe methods pass (they change nothing); anything else must be same-origin and carry our header. */
export function isSameOriginWrite(method: string, header: (name: string) => string | null | undefined): boolean {
  if (isSafeMethod(method)) return true;
  return header(CSRF_HEADER) === CSRF_VALUE && isSameOrigin(header);
}
