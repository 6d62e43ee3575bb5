import { describe, expect, it } from 'vitest';
import { verdict } from './audit';

const report = (
  counts: Record<string, number>,
  vulnerabilities: Record<string, { name: string; severity: string }> = {},
) => ({
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  vulnerabilities,
});

describe('npm audit verdict', () => {
  it('fails the build on a high advisory, naming the package', () => {
    const result = verdict(report({ high: 1, total: 1 }, { next: { name: 'next', severity: 'high' } }));
    expect(result).toEqual({ ok: false, checked: true, text: '1 high or critical advisories: next (high)' });
  });

  it('fails the build on a critical advisory', () => {
    expect(verdict(report({ critical: 2, total: 2 })).ok).toBe(false);
  });

  it('passes with only low and moderate advisories', () => {
    expect(verdict(report({ low: 3, moderate: 1, total: 4 }))).toEqual({
      ok: true,
      checked: true,
      text: 'no high or critical advisory (4 in all, of lower severity)',
    });
  });

  it('says the dependencies were not checked when the registry refuses audit requests', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    };
    expect(verdict(refused)).toEqual({
      ok: false,
      checked: false,
      text: 'dependencies not checked: the registry answered 405 to the audit request',
    });
  });
});
