// Requests that Next.js itself would fail on with a 500: a router-state header its parser
// rejects or a path whose percent-encoding does not decode (both marked on arrival,
// lib/connection.ts), and a server action whose body is not what our own pages send (refused by
// proxy.ts with a 400 in the visitor's language).
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** Set on arrival, never by the client (removed from every request first): the router state or the path was garbled. */
export const INVALID_REQUEST = 'x-bs-invalid-request';

/** Next.js's own parser (the one the render will run), so the check can neither miss nor over-refuse. */
export function isValidRouterStateHeader(value: string | null): boolean {
  if (value === null) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/** A request target whose path Next.js could not decode into route parameters (`/strict/%FF`): it answers those with a bare 500. */
export function isUndecodablePath(target: string | undefined): boolean {
  const path = (target ?? '/').split('?')[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Larger than any argument list our actions take (an email, a password, a flag). */
export const MAX_ACTION_BODY = 16 * 1024;

/**
 * A value as React encodes plain data for a server action: JSON in which a string that would
 * start with `$` is escaped as `$$`, and `undefined` is `"$undefined"`. Any other `$` reference
 * (promises, maps, streams, chunk ids) is something our pages never send.
 */
function isPlain(value: unknown, depth = 0): boolean {
  if (depth > 16) return false;
  if (typeof value === 'string') return !value.startsWith('$') || value.startsWith('$$') || value === '$undefined';
  if (Array.isArray(value)) return value.every((item) => isPlain(item, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).every((item) => isPlain(item, depth + 1));
  return true;
}

/** Our actions are called from scripts with plain arguments: text/plain, a JSON array of plain values. */
export function isPlainActionBody(contentType: string | null, body: string): boolean {
  if (!/^text\/plain(\s*;|$)/i.test(contentType ?? '') || body.length > MAX_ACTION_BODY) return false;
  try {
    const args: unknown = JSON.parse(body);
    return Array.isArray(args) && isPlain(args);
  } catch {
    return false;
  }
}
