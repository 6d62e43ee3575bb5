// Where sign-in sends the browser, framework-free so the proxy, the server and the browser's
// BFF client all build the same /login address. Only a path of this site may be a target, and
// the sign-in page shows a notice only for a reason code it knows: nothing in the address can
// put text of its own on the page.

const SAME_SITE = 'http://same-site.invalid';
export const DEFAULT_NEXT = '/dashboard';

/**
 * Only a path of this site may be a redirect target, and it is handed back as the URL parser
 * reads it: a tab or newline inside `//` (`/%09/evil.com`), a backslash or a dot segment
 * (`/.//evil.com`) that a browser would turn into another host is refused, not passed on.
 */
export function safeNext(value: string | null | undefined, fallback = DEFAULT_NEXT) {
  if (!value || !value.startsWith('/') || /[\u0000-\u0020\u007f\\]/.test(value) || !URL.canParse(value, SAME_SITE))
    return fallback;
  const url = new URL(value, SAME_SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SAME_SITE && !path.startsWith('//') ? path : fallback;
}

/** Why the sign-in page was opened: each code has its own message (login.reason.*), nothing else is shown. */
export const loginReasons = ['expired'] as const;
export type LoginReason = (typeof loginReasons)[number];

export const toLoginReason = (value: unknown): LoginReason | undefined =>
  loginReasons.find((reason) => reason === value);

/** Pages that must not be returned to after sign-in: the sign-in and sign-out pages themselves. */
const NOT_A_RETURN = /^\/(?:login|logout|auth)(?:[/?#]|$)/;

/** A page to return to after sign-in: a same-site path, or the dashboard. */
export function returnPath(value: string | null | undefined) {
  const path = safeNext(value);
  return NOT_A_RETURN.test(path) ? DEFAULT_NEXT : path;
}

/** '/login', with the page to come back to (when not the dashboard) and why, when known. */
export function loginPath(next?: string | null, reason?: LoginReason) {
  const params = new URLSearchParams();
  if (reason) params.set('reason', reason);
  const target = returnPath(next);
  if (target !== DEFAULT_NEXT) params.set('next', target);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
