import { describe, expect, it } from 'vitest';
import { isFormPostedBeforeScript } from './csrf';

const rules = { trustProxy: false };
const browserFormPost: Record<string, string> = {
  host: 'bank.example',
  origin: 'https://bank.example',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-dest': 'document',
  'content-type': 'application/x-www-form-urlencoded',
};
const headers = (changes: Record<string, string | undefined>) => {
  const all = { ...browserFormPost, ...changes };
  return (name: string) => all[name];
};

describe('a form the browser posted itself, before the page script arrived', () => {
  it('is our own page posting its form natively: the proxy sends the page back', () => {
    expect(isFormPostedBeforeScript('POST', headers({}), rules)).toBe(true);
    expect(
      isFormPostedBeforeScript('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' }), rules),
    ).toBe(true);
  });

  it('is not a server action, a fetch, a JSON body or another method', () => {
    expect(isFormPostedBeforeScript('POST', headers({ 'next-action': 'abc' }), rules)).toBe(false);
    expect(isFormPostedBeforeScript('POST', headers({ 'sec-fetch-dest': 'empty' }), rules)).toBe(false);
    expect(isFormPostedBeforeScript('POST', headers({ 'sec-fetch-dest': undefined }), rules)).toBe(false);
    expect(isFormPostedBeforeScript('POST', headers({ 'content-type': 'application/json' }), rules)).toBe(false);
    expect(isFormPostedBeforeScript('PUT', headers({}), rules)).toBe(false);
  });

  it('is never another site posting to us: that stays refused', () => {
    expect(
      isFormPostedBeforeScript(
        'POST',
        headers({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
        rules,
      ),
    ).toBe(false);
    expect(isFormPostedBeforeScript('POST', headers({ origin: 'https://evil.example' }), rules)).toBe(false);
    expect(isFormPostedBeforeScript('POST', headers({ origin: 'null' }), rules)).toBe(false);
  });
});
