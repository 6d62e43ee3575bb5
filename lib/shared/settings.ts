// How both tiers read their configuration (lib/env.ts, server/env.ts): the same rules for an
// unset variable, for numbers and secrets, and for the error that stops a misconfigured start.
import { z } from 'zod';

/** A whole number of at least `min`: a count, or a duration in seconds or milliseconds. */
export const wholeNumber = (min: number) => z.coerce.number().int().min(min);

export const port = () => wholeNumber(1).max(65535);

/** A key that signs or seals something: long enough that it cannot be guessed. */
export const secret = (name: string) => z.string().min(32, `${name} must be at least 32 characters`);

/**
 * Validates the environment against `schema`. An empty variable (FOO=) counts as unset, so its
 * default applies; every problem is named at once, so one failed start shows them all.
 */
export function readSettings<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined>,
  what: string,
): z.output<S> {
  const set = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(set);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid ${what}: ${detail}`);
  }
  return parsed.data;
}
