// GET /strict/report/period as a client meets it: the answer's shape, who may ask, and every
// invalid period refused with its field named in the caller's language.
import { describe, expect, it } from 'vitest';
import { periodReportSchema } from '../../lib/schemas/period-report';
import { caller, customerToken, INVALID, UNAUTHENTICATED, useFixtureApp, FORBIDDEN } from '../test/api';
import { testDbKinds } from '../test/databases';

describe.each(testDbKinds)('GET /strict/report/period on %s', (kind) => {
  const ctx = useFixtureApp(kind);
  const path = (query: Record<string, string>) => `/strict/report/period?${new URLSearchParams(query)}`;

  it('answers a month of the whole programme in the shared schema', async () => {
    const res = await ctx.call('GET', path({ from: '2025-01-01', to: '2025-12-31' }));
    expect(res.status).toBe(200);
    const report = periodReportSchema.parse(res.body);
    expect(report).toMatchObject({ period: { from: '2025-01-01', to: '2025-12-31' }, scope: { kind: 'programme' } });
  });

  it('names one unit bank when asked, and refuses a bank that does not exist', async () => {
    const bsu = ctx.fixtures.bsuIds[0]!;
    const res = await ctx.call('GET', path({ from: '2025-01-01', to: '2025-01-31', bsu: String(bsu) }));
    expect(res.body).toMatchObject({ scope: { kind: 'bsu', id: bsu } });
    const missing = await ctx.call('GET', path({ from: '2025-01-01', to: '2025-01-31', bsu: '999999' }));
    expect(missing).toEqual({ status: 404, body: { message: 'Bank Sampah Unit tidak ditemukan' } });
  });

  it('refuses a period that is not one: missing, not a day, backwards, over 366 days', async () => {
    const refused: [Record<string, string>, string, string][] = [
      [{ to: '2025-01-31' }, 'from', 'Tanggal tidak valid (tulis TTTT-BB-HH)'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'from', 'Tanggal tidak valid (tulis TTTT-BB-HH)'],
      [{ from: '2025-03-01', to: '2025-02-01' }, 'to', 'Tanggal akhir sebelum tanggal awal'],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'to', 'Periode laporan paling lama 366 hari'],
      [{ from: '2025-01-01', to: '2025-01-31', bsi: 'x' }, 'bsi', expect.any(String) as unknown as string],
    ];
    for (const [query, field, message] of refused) {
      const res = await ctx.call('GET', path(query));
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(res.body).toMatchObject({ message: INVALID, errors: { [field]: [message] } });
    }
    const leap = await ctx.call('GET', path({ from: '2024-01-01', to: '2024-12-31' }));
    expect(leap.status).toBe(200);
  });

  it('is for signed-in back-office staff only', async () => {
    const query = path({ from: '2025-01-01', to: '2025-01-31' });
    expect(await caller(ctx.app)('GET', query)).toEqual({ status: 401, body: UNAUTHENTICATED });
    expect(await caller(ctx.app, await customerToken(ctx.db))('GET', query)).toEqual({ status: 403, body: FORBIDDEN });
  });
});
