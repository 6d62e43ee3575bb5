// How hard a new password is to guess, by zxcvbn-ts: a well-kept estimator that knows keyboard
// patterns, dates, repeats and the commonest passwords and words, and takes the person's own
// name, email and phone as words to avoid. Its feedback comes back as keys, put into words in
// the request's language (messages/*.json, `passwordFeedback`).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import type { Translate } from '../../lib/shared/catalog';
import { ApiError } from '../errors';

/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^10 guesses) — our floor. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
// Built at first use: the dictionaries take a moment to load and most requests never need them.
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  }));

/** The words of a person's own that a password should not be built from. */
export const personalWords = (person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}) =>
  [person.firstName, person.lastName, person.email, person.email?.split('@')[0], person.phoneNumber].filter(
    (w): w is string => Boolean(w),
  );

/**
 * Refuses a password that is too easy to guess with 422 on `field`, saying why and what would
 * help. The message is rendered here, in the request's language, from zxcvbn's feedback keys.
 */
export function assertStrongPassword(t: Translate, password: string, words: string[], field = 'new_password') {
  const { score, feedback } = zxcvbn().check(password, words);
  if (score >= MIN_PASSWORD_SCORE) return;
  const reasons = [
    feedback.warning ? t(`passwordFeedback.warnings.${feedback.warning}`) : '',
    ...feedback.suggestions.map((s) => t(`passwordFeedback.suggestions.${s}`)),
  ].filter(Boolean);
  throw ApiError.field(field, { key: 'validation.passwordWeak', values: { reasons: reasons.join(' ') } });
}
