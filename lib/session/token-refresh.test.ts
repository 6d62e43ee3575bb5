import { describe, expect, it } from 'vitest';
import { useEmbeddedApi } from '../../server/test/embedded-api';
import { embeddedApiEnv } from '../test/throwaway-env';

// The real embedded API (its worker thread) on a throwaway PGlite directory: no mocks between
// the BFF and the API.
const { remove, admin } = embeddedApiEnv('refresh');

const { refreshTokenPair } = await import('./token-refresh');
const { upstream } = await import('../upstream/request');
const { tokenPairSchema } = await import('../schemas/auth');

describe('refreshing a session from the BFF', () => {
  useEmbeddedApi(remove);

  const login = () => upstream('auth/admin/login', tokenPairSchema, { method: 'POST', json: admin });

  it('20 simultaneous refreshes of one session make exactly one rotation upstream', async () => {
    const pair = await login();
    const results = await Promise.all(Array.from({ length: 20 }, () => refreshTokenPair(pair.jwt_refresh_token)));
    const first = results[0];
    expect(first).not.toBeNull();
    for (const result of results) expect(result?.jwt_refresh_token).toBe(first!.jwt_refresh_token);

    // One rotation only: had a second request rotated the same token, the API would have seen a
    // reused token and revoked the whole sign-in, and the new token would be dead.
    expect(await refreshTokenPair(first!.jwt_refresh_token)).not.toBeNull();
    // And the old token, presented again after the shared window, is a reuse: refused.
    expect(first!.jwt_refresh_token).not.toBe(pair.jwt_refresh_token);
  });

  it('a refresh token the API refuses ends with null, not an error', async () => {
    expect(await refreshTokenPair('not-a-real-refresh-token')).toBeNull();
  });
});
