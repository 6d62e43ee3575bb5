// What the session cookie holds and how it is sealed (iron-session): pure, so the request
// proxy, the BFF, the pages and the benchmark's own sign-in all make and read the same cookie.
import { sealData, unsealData } from 'iron-session';
import { z } from 'zod';
import { sessionUserSchema, type TokenPair } from '../schemas/auth';

export const sessionSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  /** Epoch seconds when `access` expires. */
  accessExp: z.number(),
  user: sessionUserSchema,
  persistent: z.boolean(),
  /** Epoch seconds of the sign-in: the absolute timeout counts from here. */
  issuedAt: z.number(),
  /** Epoch seconds of the last request seen: the idle timeout counts from here. */
  seenAt: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

export type SealKeys = { password: Record<string, string>; ttl: number };

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A new sign-in, or (with `previous`) the same sign-in with a refreshed token pair. */
export function sessionFromTokens(pair: TokenPair, persistent: boolean, now = Date.now(), previous?: Session): Session {
  return {
    access: pair.jwt_token,
    refresh: pair.jwt_refresh_token,
    accessExp: seconds(now) + pair.expires_in,
    user: pair.user,
    persistent,
    issuedAt: previous?.issuedAt ?? seconds(now),
    seenAt: seconds(now),
  };
}

export const sealWith = (session: Session, keys: SealKeys) => sealData(session, keys);

export async function unsealWith(value: string | undefined, keys: SealKeys): Promise<Session | null> {
  if (!value) return null;
  const data = await unsealData(value, keys).catch(() => ({}));
  const parsed = sessionSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
