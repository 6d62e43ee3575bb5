// A rotated refresh token's successor, kept sealed under a key derived from the rotated token
// itself: only whoever presents that token can open it, and the database alone gives nothing.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (token: string) => createHash('sha256').update(`refresh-successor\0${token}`).digest();

/** `successor` sealed (AES-256-GCM) for the holder of `token`. */
export function sealSuccessor(token: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor sealed for `token`; null when `sealed` was not sealed for it. */
export function openSuccessor(token: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
