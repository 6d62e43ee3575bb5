// What an API refusal may put in front of a user: one of our own messages, in the visitor's
// language. Anything else that answers in the API's place (a gateway's 'Internal Server Error',
// another service's English 404, an HTML error page, a stack trace or SQL) becomes the
// translated text for its status instead, so the UI never shows raw English or the machinery.
import { messagesFor, translatorFor } from '../shared/catalog';
import type { Locale } from '../shared/locales';
import { catalogueMatcher, leaks, type Tree } from './message-match';
import { apiErrorSchema, type ApiErrorBody } from '../schemas/common';

const matchers = new Map<Locale, (text: string) => boolean>();

/** Whether a text is one of our messages in this language (the API's, the BFF's, validation's). */
export function isOurMessage(locale: Locale, text: string): boolean {
  let matcher = matchers.get(locale);
  if (!matcher) {
    const messages = messagesFor(locale) as unknown as Tree;
    matcher = catalogueMatcher(
      ['api', 'errors', 'validation']
        .map((ns) => messages[ns])
        .filter((tree): tree is Tree => typeof tree === 'object'),
    );
    matchers.set(locale, matcher);
  }
  return !leaks(text) && matcher(text);
}

/** SPEC §8's text for a status: 401, 404, 500, and the server unreachable or too slow. */
export function statusMessageKey(status: number) {
  if (status === 401) return 'errors.unauthorized';
  if (status === 404) return 'errors.notFound';
  if (status === 502 || status === 503) return 'errors.network';
  if (status === 504) return 'errors.timeout';
  return 'errors.internal';
}

/** An error answer's body as the UI may show it: ours as it came, anything else the status's text. */
export function checkedErrorBody(status: number, body: unknown, locale: Locale): ApiErrorBody {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success && isOurMessage(locale, parsed.data.message)) {
    const fields = Object.entries(parsed.data.errors ?? {})
      .map(([field, texts]) => [field, texts.filter((text) => isOurMessage(locale, text))] as const)
      .filter(([, texts]) => texts.length > 0);
    return fields.length
      ? { message: parsed.data.message, errors: Object.fromEntries(fields) }
      : { message: parsed.data.message };
  }
  return { message: translatorFor(locale)(statusMessageKey(status)) };
}

/** The same, from the answer's bytes (JSON or not). */
export function checkedErrorBytes(status: number, bytes: Uint8Array, locale: Locale): ApiErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    body = undefined;
  }
  return checkedErrorBody(status, body, locale);
}
