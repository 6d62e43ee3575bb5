import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { requestAddress } from '../connection';
import { AppError } from '../errors';
import { messageSchema } from '../schemas/common';
import { passwordLinkInfoSchema } from '../schemas/password-links';
import { upstream } from '../upstream/request';

/** Whether the API can mail reset links; when it cannot, the page sends people to an administrator. */
export const resetByMail = async () => (await upstream('auth/password/forgot', z.object({ mail: z.boolean() }))).mail;

/** Whom a link is for, or null when it no longer works (used, revoked, expired, never ours). */
export async function linkInfo(token: string) {
  try {
    return await upstream('auth/password/link', passwordLinkInfoSchema, { method: 'POST', json: { token } });
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 422)) return null;
    throw err;
  }
}

/** Anonymous requests carry the visitor's address (signed), for the API's throttle. */
export async function anonymousPost(path: string, json: unknown) {
  const incoming = await headers();
  return upstream(path, messageSchema, {
    method: 'POST',
    json,
    clientAddress: requestAddress((name) => incoming.get(name)),
  });
}
