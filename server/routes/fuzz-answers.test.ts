// What the fuzz suites (server/routes/fuzz*.test.ts, e2e/fuzz-proxy.spec.ts) count as a clear
// refusal: one of our messages in any language, and no trace of the machinery behind it.
import { describe, expect, it } from 'vitest';
import { leaks, ourMessages } from '../../e2e/fuzz-answers';
import { messagesFor } from '../../lib/shared/catalog';
import { locales } from '../../lib/shared/locales';

const isOurs = ourMessages('api', 'validation');

describe('what the fuzzing counts as a clear refusal', () => {
  it('knows our messages in every language, placeholders filled, and nothing else', () => {
    expect(isOurs('Data yang dikirim tidak valid')).toBe(true);
    expect(isOurs('Transaksi ini sudah diselesaikan sebelumnya; tidak ada yang diubah')).toBe(true);
    expect(isOurs('Budi still has 3 waste items, so it cannot be deleted. Delete its waste items first.')).toBe(true);
    for (const text of ['Internal Server Error', 'Malformed JSON in request body', 'api.notFound', ''])
      expect(isOurs(text), text).toBe(false);
  });

  it('finds machinery in a text, and none in our own messages', () => {
    for (const text of [
      'insert into "users" values ($1)',
      'error: numeric field overflow violates check constraint',
      '    at PglitePreparedQuery.execute (session.js:41:15)',
      'SyntaxError: Unexpected token',
    ])
      expect(leaks(text), text).toBe(true);
    const texts = locales.flatMap((locale) => JSON.stringify(messagesFor(locale)).split('","'));
    expect(texts.filter(leaks)).toEqual([]);
  });
});
