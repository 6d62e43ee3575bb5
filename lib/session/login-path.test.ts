import { describe, expect, it } from 'vitest';
import { loginPath, returnPath, toLoginReason } from './login-path';

describe('loginPath: the sign-in page, told where to come back to and why', () => {
  it('brings the user back to the page and query they were on', () => {
    expect(loginPath('/trash?page=2')).toBe('/login?next=%2Ftrash%3Fpage%3D2');
    expect(loginPath('/customer', 'expired')).toBe('/login?reason=expired&next=%2Fcustomer');
  });

  it('names no page to come back to when it is the dashboard anyway, or the sign-in pages themselves', () => {
    for (const path of [
      '/dashboard',
      '/login',
      '/login?next=/trash',
      '/logout',
      '/auth/refresh?next=/x',
      null,
      undefined,
      '',
    ])
      expect(loginPath(path)).toBe('/login');
    expect(loginPath('/dashboard', 'expired')).toBe('/login?reason=expired');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/.//evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'evil.com',
  ])('never carries another site as the page to return to: %s', (value) => {
    expect(loginPath(value)).toBe('/login');
    expect(returnPath(value)).toBe('/dashboard');
  });
});

describe('returnPath: where a sign-in goes next', () => {
  it('keeps a same-site path with its query', () => {
    expect(returnPath('/trash?page=2')).toBe('/trash?page=2');
    expect(returnPath('/%09/evil.com')).toBe('/%09/evil.com');
  });

  it.each([
    '//evil.com',
    '/%2e%2e//evil.com',
    '/a/../..//evil.com',
    '/\n/evil.com',
    '/\\\\evil.com',
    '/ok?next=//evil.com',
  ])('whatever it keeps of %j resolves to this site', (value) => {
    expect(new URL(returnPath(value), 'https://bank.example').host).toBe('bank.example');
  });
});

describe('toLoginReason: only known reason codes reach the page', () => {
  it('knows "expired"', () => expect(toLoginReason('expired')).toBe('expired'));
  it.each(['<script>alert(1)</script>', 'Your account was hacked, call +62…', 'EXPIRED', '', undefined, ['expired']])(
    'ignores %j',
    (value) => {
      expect(toLoginReason(value)).toBeUndefined();
    },
  );
});
