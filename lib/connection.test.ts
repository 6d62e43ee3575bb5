import { describe, expect, it } from 'vitest';
import { connectionAddress } from './connection';

describe('connectionAddress: the address sign-in throttling counts', () => {
  it('without a trusted proxy ignores a forged X-Forwarded-For and uses the peer', () => {
    expect(connectionAddress('203.0.113.9', '::ffff:127.0.0.1', false)).toBe('127.0.0.1');
    expect(connectionAddress(['203.0.113.9', '198.51.100.1'], '10.0.0.5', false)).toBe('10.0.0.5');
  });

  it('keeps an IPv6 peer as it is, and says unknown when there is none', () => {
    expect(connectionAddress(undefined, '::1', false)).toBe('::1');
    expect(connectionAddress(undefined, '2001:db8::1', false)).toBe('2001:db8::1');
    expect(connectionAddress(undefined, undefined, false)).toBe('unknown');
  });

  it('behind a trusted proxy uses the last hop, the one the proxy appended', () => {
    expect(connectionAddress('1.1.1.1, 203.0.113.9', '10.0.0.2', true)).toBe('203.0.113.9');
    expect(connectionAddress(' 203.0.113.9 ', '10.0.0.2', true)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy reads repeated headers as one list', () => {
    expect(connectionAddress(['1.1.1.1', '2.2.2.2, 203.0.113.9'], '10.0.0.2', true)).toBe('203.0.113.9');
    expect(connectionAddress(['1.1.1.1, 2.2.2.2', '203.0.113.7'], '10.0.0.2', true)).toBe('203.0.113.7');
  });

  it('behind a trusted proxy falls back to the peer when no hop is given', () => {
    expect(connectionAddress(undefined, '::ffff:10.0.0.2', true)).toBe('10.0.0.2');
    expect(connectionAddress(' , ', '10.0.0.2', true)).toBe('10.0.0.2');
    expect(connectionAddress([], '10.0.0.2', true)).toBe('10.0.0.2');
  });

  it('never hands on more than 64 characters', () => {
    expect(connectionAddress('x'.repeat(500), 'peer', true)).toHaveLength(64);
    expect(connectionAddress(undefined, 'y'.repeat(500), false)).toHaveLength(64);
  });
});
