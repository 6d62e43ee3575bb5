// The second factor's cryptography: TOTP (RFC 6238, otpauth) with its secret sealed under a key of
// the server's own, the QR code of the enrolment, and the recovery codes. No database here.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { ServerEnv } from '../env';

const PERIOD = 30;
const DIGITS = 6;
/** A code of the step before or after now is accepted too: phones' clocks drift. */
const WINDOW = 1;

// The sealing key is derived from JWT_SECRET (HKDF) rather than being a secret of its own: one
// less secret to keep, and a separate key, so the JWT's HMAC key never encrypts anything.
// Changing JWT_SECRET therefore makes every enrolled factor unreadable: people enrol again.
const keys = new WeakMap<ServerEnv, Buffer>();
function sealingKey(env: ServerEnv): Buffer {
  let key = keys.get(env);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', env.JWT_SECRET, 'bank-sampah/totp', 'totp-secret-seal-v1', 32));
    keys.set(env, key);
  }
  return key;
}

/** AES-256-GCM, bound to its owner (the user id is the additional data): a sealed secret copied to another row does not open. */
export function sealSecret(env: ServerEnv, userId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(env), iv);
  cipher.setAAD(Buffer.from(String(userId)));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The base32 secret, or null when the seal does not open (another key, another owner, tampered). */
export function openSecret(env: ServerEnv, userId: number, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(env), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(String(userId)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const totp = (base32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: DIGITS, period: PERIOD });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** What an authenticator app scans: the otpauth URI as a QR code, an SVG drawn here on the server. */
export async function enrolmentQr(base32: string, account: string, issuer: string) {
  const uri = totp(base32, account, issuer).toString();
  return QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** A six-digit code, as the field sends it: digits only, spaces allowed. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step a right code belongs to, or null. A step at or before `lastStep` is refused: a
 * code works once, even inside its 30 seconds (RFC 6238 §5.2).
 */
export function acceptedStep(base32: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  const delta = totp(base32).validate({ token, window: WINDOW, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code an authenticator shows at `now` (tests, and nothing else, need to make one). */
export const codeAt = (base32: string, now = Date.now()) => totp(base32).generate({ timestamp: now });

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read aloud, typed from paper

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a recovery code is typed back. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const hashRecoveryCode = (code: string) => sha256(normalizeRecoveryCode(code));
