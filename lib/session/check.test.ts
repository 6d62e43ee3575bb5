import { describe, expect, it } from 'vitest';
import { safeNext, seeOther } from './check';

describe('safeNext: where a sign-in may send the browser next', () => {
  it.each(['/customer?page=2', '/dashboard', '/trash?search=botol#top', '/bsu/12'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeNext(path)).toBe(path);
    },
  );

  it('keeps a percent-encoded tab as it is: still a path of this site', () => {
    const kept = safeNext('/%09/evil.com');
    expect(kept).toBe('/%09/evil.com');
    expect(new URL(kept, 'https://bank.example').host).toBe('bank.example');
  });

  it.each([
    ['/%09/evil.com decoded', '/\t/evil.com'],
    ['a newline inside //', '/\n/evil.com'],
    ['a carriage return inside //', '/\r/evil.com'],
    ['protocol-relative', '//evil.com'],
    ['a backslash', '/\\evil.com'],
    ['a dot segment before //', '/.//evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('falls back for %s', (_, value) => {
    expect(safeNext(value)).toBe('/dashboard');
    expect(safeNext(value, '/login')).toBe('/login');
  });

  it.each(['/a/../..//evil.com', '/..//evil.com', '/%2e%2e//evil.com', '/x/%2F%2Fevil.com', '/ok?next=//evil.com'])(
    'whatever it keeps of %j resolves to this site',
    (value) => {
      expect(new URL(safeNext(value), 'https://bank.example').host).toBe('bank.example');
    },
  );
});

describe('seeOther', () => {
  it('is a 303 whose Location is a path, never a full URL', () => {
    const response = seeOther('/customer?page=2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/customer?page=2');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends an unsafe target to /login instead', () => {
    expect(seeOther('//evil.com').headers.get('location')).toBe('/login');
    expect(seeOther('https://evil.com/x').headers.get('location')).toBe('/login');
  });
});
