// CSRF defence in depth beside SameSite=Lax: a state-changing request must come from our own
// origin and carry the header only our scripts send (ARCHITECTURE "Contracts").
import 'server-only';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginWrite(request: Request): boolean {
  if (SAFE.has(request.method)) return true;
  if (request.headers.get(CSRF_HEADER) !== CSRF_VALUE) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
