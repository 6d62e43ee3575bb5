import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real embedded API on a throwaway PGlite directory: no mocks between the BFF and the API.
const dataDir = mkdtempSync(path.join(tmpdir(), 'bs-refresh-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  SEED_REGIONS: '32',
  ADMIN_EMAIL: 'admin@refresh.test',
  ADMIN_PASSWORD: 'refresh-test-password',
});

const { refreshTokenPair } = await import('./refresh');
const { upstream } = await import('./upstream');
const { tokenPairSchema } = await import('./schemas/auth');
const { embeddedApi } = await import('../server/embedded');
const { refreshTokens, tokenFamilies } = await import('../server/db/schema');
const { eq } = await import('drizzle-orm');

describe('refreshing a session from the BFF', () => {
  beforeAll(async () => {
    await embeddedApi();
  });
  afterAll(async () => {
    await (await embeddedApi()).database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = () =>
    upstream('auth/admin/login', tokenPairSchema, { method: 'POST', json: { email: 'admin@refresh.test', password: 'refresh-test-password' } });

  it('20 simultaneous refreshes of one session make exactly one rotation upstream', async () => {
    const pair = await login();
    const results = await Promise.all(Array.from({ length: 20 }, () => refreshTokenPair(pair.jwt_refresh_token)));
    const first = results[0];
    expect(first).not.toBeNull();
    for (const result of results) expect(result?.jwt_refresh_token).toBe(first!.jwt_refresh_token);

    const { db } = (await embeddedApi()).database;
    const familyId = JSON.parse(Buffer.from(pair.jwt_token.split('.')[1]!, 'base64url').toString()).fam as string;
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(tokens).toHaveLength(2);
    const [family] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, familyId));
    expect(family!.revokedAt).toBeNull();

    // The family is alive: the new refresh token still rotates.
    expect(await refreshTokenPair(first!.jwt_refresh_token)).not.toBeNull();
  });

  it('a refresh token the API refuses ends with null, not an error', async () => {
    expect(await refreshTokenPair('not-a-real-refresh-token')).toBeNull();
  });
});
