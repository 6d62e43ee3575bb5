// The messages an island fetches with its code (lib/i18n/island-intl.ts, /vendor/messages/…).
import { describe, expect, it } from 'vitest';
import { addressedMessages } from './messages';
import indonesian from '../../messages/in.json';
import english from '../../messages/en.json';

describe('the messages an island fetches', () => {
  it('answers the namespaces the address names, in its language', () => {
    const found = addressedMessages('en', 'form,validation');
    expect(found?.messages).toEqual({ form: english.form, validation: english.validation });
    expect(addressedMessages('in', 'customizer')?.messages).toEqual({ customizer: indonesian.customizer });
  });

  it('names a version that follows the text: the same address for the same texts, another for others', () => {
    const version = addressedMessages('in', 'form,validation')!.version;
    expect(version).toMatch(/^[\w-]{12}$/);
    expect(addressedMessages('in', 'form,validation')!.version).toBe(version);
    expect(addressedMessages('en', 'form,validation')!.version).not.toBe(version);
    expect(addressedMessages('in', 'form')!.version).not.toBe(version);
  });

  it('refuses a language or a namespace it does not know, and anything that is not one', () => {
    for (const [locale, names] of [
      ['xx', 'form'],
      ['in', 'form,nope'],
      ['in', '__proto__'],
      ['in', 'toString'],
      ['in', ''],
      ['in', Array(21).fill('form').join(',')],
      ['constructor', 'form'],
    ])
      expect(addressedMessages(locale!, names!), `${locale}/${names}`).toBeNull();
  });
});
