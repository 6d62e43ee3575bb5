// Shared by the request proxy and the session helpers: no Node APIs here.
export const SESSION_COOKIE = 'bs_session';
/**
 * The device cookie (OWASP "device cookie"): the API's device token of the last successful
 * sign-in in this browser. HttpOnly; with it, that account's sign-in passes the per-address
 * limit on failures (never the per-account one).
 */
export const DEVICE_COOKIE = 'bs_device';
/** As long as the API honours a device token. */
export const DEVICE_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;
