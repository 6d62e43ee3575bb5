// The client's address, passed from the web tier to the API in a form the API trusts only
// from us: the address with a timestamp, signed with FORWARDING_SECRET (HMAC-SHA-256). A
// caller without the secret cannot claim someone else's address to dodge sign-in throttling.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ADDRESS_HEADER = 'x-client-address';
export const ADDRESS_STAMP_HEADER = 'x-client-address-stamp';
export const ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature';
/**
 * The visitor's browser, as the web tier saw it: shown to the account's owner in "my sessions"
 * only (a label, never trusted for a decision, so it travels unsigned).
 */
export const USER_AGENT_HEADER = 'x-client-user-agent';
/** A signature older (or newer) than this is refused: a captured one is soon worthless. */
const MAX_SKEW_S = 60;

const mac = (secret: string, address: string, stamp: string) =>
  createHmac('sha256', secret).update(`${address}\n${stamp}`).digest('base64url');

/** The three headers that carry `address` to the API. */
export function signedAddressHeaders(secret: string, address: string, now = Date.now()): [string, string][] {
  const stamp = String(Math.floor(now / 1000));
  return [
    [ADDRESS_HEADER, address],
    [ADDRESS_STAMP_HEADER, stamp],
    [ADDRESS_SIGNATURE_HEADER, mac(secret, address, stamp)],
  ];
}

/** The forwarded address when its signature holds and is fresh; otherwise null. */
export function verifiedAddress(
  secret: string,
  header: (name: string) => string | undefined | null,
  now = Date.now(),
): string | null {
  const address = header(ADDRESS_HEADER);
  const stamp = header(ADDRESS_STAMP_HEADER);
  const signature = header(ADDRESS_SIGNATURE_HEADER);
  if (!address || !stamp || !signature || address.length > 64 || !/^\d{1,12}$/.test(stamp)) return null;
  if (Math.abs(Number(stamp) - now / 1000) > MAX_SKEW_S) return null;
  const expected = Buffer.from(mac(secret, address, stamp));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}
