import { describe, expect, it } from 'vitest';
import { isPlainActionBody, isUndecodablePath, isValidRouterStateHeader, MAX_ACTION_BODY } from './request-guards';

// What Next.js 16's client sends (prepareFlightRouterStateForRequest): segment, children, and
// optionally null, a refresh marker and prefetch hints (a number), JSON then URI-encoded.
const tree = (...rest: unknown[]) =>
  encodeURIComponent(JSON.stringify(['', { children: ['dashboard', { children: ['__PAGE__', {}] }] }, ...rest]));

describe('isValidRouterStateHeader', () => {
  it("accepts what Next.js's own client sends, and no header", () => {
    expect(isValidRouterStateHeader(tree())).toBe(true);
    expect(isValidRouterStateHeader(tree(null, 'refetch'))).toBe(true);
    expect(isValidRouterStateHeader(tree(null, 'refetch', 1))).toBe(true);
    expect(
      isValidRouterStateHeader(encodeURIComponent(JSON.stringify(['', { children: [['id', '12', 'd', null], {}] }]))),
    ).toBe(true);
    expect(isValidRouterStateHeader(null)).toBe(true);
  });

  it.each([
    ['a child that is not a tree', '["",{"children":[[]]}]'],
    ['a broken escape', '%'],
    ['not JSON', 'not json'],
    // Before Next.js 16 the fifth place held isRootLayout (a boolean); now it holds prefetch hints.
    ['a boolean where Next.js 16 expects prefetch hints', tree(null, null, true)],
    ['an unknown refresh marker', tree(null, 'everything')],
    ['a header over 40,000 characters', tree(null, null, 1, 'x'.repeat(40_000))],
  ])('rejects %s', (_, value) => {
    expect(isValidRouterStateHeader(value)).toBe(false);
  });
});

describe('isUndecodablePath', () => {
  it.each(['/strict/%FF/report/summary', '/region/%E0%A4%A', '/strict/bsu%', '/%C0%AF'])(
    'finds %s undecodable: its percent-encoding is not UTF-8, or is cut short',
    (target) => {
      expect(isUndecodablePath(target)).toBe(true);
    },
  );

  it.each(['/', '/strict/customer?search=%FF', '/customer?page=2', '/strict/%E2%82%AC', '/strict/a%2Fb', undefined])(
    'lets %s through, as browsers send it (the query is left to the query parser)',
    (target) => {
      expect(isUndecodablePath(target)).toBe(false);
    },
  );
});

describe('isPlainActionBody', () => {
  const TEXT = 'text/plain;charset=UTF-8';

  it.each([
    '[{"email":"a@b.c","password":"$$x","remember":false}]',
    '[]',
    '["$undefined"]',
    '[1,null,true,{"nested":["a",{"b":"$$escaped"}]}]',
  ])('accepts the plain arguments %s', (body) => {
    expect(isPlainActionBody(TEXT, body)).toBe(true);
  });

  it('accepts text/plain in any spelling', () => {
    expect(isPlainActionBody('text/plain', '[]')).toBe(true);
    expect(isPlainActionBody('TEXT/PLAIN; charset=utf-8', '[]')).toBe(true);
  });

  it.each([
    ['not JSON', 'notjson'],
    ['a server reference', '["$K1"]'],
    ['a chunk reference', '["$@99"]'],
    ['a nested reference', '[{"a":["$Q2"]}]'],
    ['an object, not an argument list', '{"a":1}'],
    ['a bare string', '"$$x"'],
  ])('rejects %s', (_, body) => {
    expect(isPlainActionBody(TEXT, body)).toBe(false);
  });

  it('rejects multipart, form and missing content types', () => {
    for (const type of [
      'multipart/form-data; boundary=----x',
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plainx',
      null,
    ]) {
      expect(isPlainActionBody(type, '[]')).toBe(false);
    }
  });

  it('rejects a body over the limit, plain or not', () => {
    const args = (length: number) => `["${'a'.repeat(length - 4)}"]`;
    expect(args(MAX_ACTION_BODY)).toHaveLength(MAX_ACTION_BODY);
    expect(isPlainActionBody(TEXT, args(MAX_ACTION_BODY))).toBe(true);
    expect(isPlainActionBody(TEXT, args(MAX_ACTION_BODY + 1))).toBe(false);
  });

  it('rejects nesting deeper than any form sends', () => {
    expect(isPlainActionBody(TEXT, `${'['.repeat(40)}${']'.repeat(40)}`)).toBe(false);
  });
});
