// Browser security headers (OWASP ASVS 5.0 §3.4). Pages get a Content-Security-Policy with a
// fresh nonce per request, set in proxy.ts: Next.js reads the nonce from the request's policy
// and puts it on every script it writes, and we write no inline script of our own. Framework-
// free: next.config.ts puts the static ones on every answer, the BFF on its JSON.

/** 128 random bits, base64: a new one for every page request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts run only with the nonce (and what they load, 'strict-dynamic'); nothing may frame
 * the app, plugins are off, <base> cannot be injected, forms post only to us. Styles keep
 * 'unsafe-inline' because React writes style attributes, which a nonce cannot cover; the
 * development server also needs eval for its overlay.
 */
export function contentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers for every answer of ours, page or JSON; HSTS only when the request came over HTTPS. */
export function securityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  if (https) headers.push(['strict-transport-security', 'max-age=63072000; includeSubDomains']);
  return headers;
}
