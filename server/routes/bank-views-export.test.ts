// Issue 17 on the parent-bank and unit-bank downloads (GET /strict/export/collector|bsu): the
// list's rows in its order, as CSV and as XLSX, texts quoted or neutralised; and a download longer
// than one read of the export, resumed batch after batch in the view's order.
import { describe, expect, it } from 'vitest';
import { bsus, users } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { cellsOf, codesOf, factsOf, get, headersOf, oracle, useBankViewsApp } from '../test/bank-views';
import { parseCsv } from '../test/csv';
import { useFixtureApp } from '../test/api';
import { testDbKinds } from '../test/databases';
import { download, rowText, sheetOf } from '../test/view-api';
import type { View } from '../test/view-oracle';

describe.each(testDbKinds)('bank views and exports on %s', (dbKind) => {
  const { ctx, bsi } = useBankViewsApp(dbKind);

  it.each(['collector', 'bsu'] as const)('%s: downloads exactly the listed rows, in order, as CSV', async (kind) => {
    const views: View[] = [
      {},
      { sort: 'name' },
      { sort: '-code', province: '32' },
      { status: 'inactive', sort: '-name' },
    ];
    if (kind === 'bsu') views.push({ collectorId: bsi(0), sort: 'code' }, { regency: '32.04' });
    for (const view of views) {
      const listed = await get(ctx.call, kind, view);
      const res = await download(ctx, kind, view, 'csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = parseCsv(await res.text());
      expect(header).toEqual(headersOf(kind));
      expect(rows, `${kind} ${JSON.stringify(view)}`).toEqual(listed.items.map((b) => cellsOf(kind, b)));
    }
    // What a spreadsheet would run is neutralised; commas and quotes survive the quoting.
    const all = (await (await download(ctx, kind, {}, 'csv')).text()).split('\r\n');
    expect(
      all.some((line) =>
        line.includes(kind === 'collector' ? '"BSI Hijau, ""Coblong"""' : '"BSU Teratai, ""Coblong"""'),
      ),
    ).toBe(true);
    expect(all.some((line) => line.includes(kind === 'collector' ? ",'=1+1," : ",'+62 Jl. Dago,"))).toBe(true);
  });

  it.each(['collector', 'bsu'] as const)('%s: downloads a view as an XLSX that opens', async (kind) => {
    const view = { sort: 'name', province: '32' };
    const listed = await get(ctx.call, kind, view);
    expect(listed.items.length).toBeGreaterThan(2);
    const res = await download(ctx, kind, view, 'xlsx');
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res);
    expect(sheet.name).toBe(kind === 'collector' ? 'Data Bank Sampah Induk' : 'Data Bank Sampah Unit');
    const values = (row: number) => rowText(sheet, row, headersOf(kind).length);
    expect(values(1)).toEqual(headersOf(kind));
    expect(sheet.rowCount).toBe(listed.items.length + 1);
    expect(listed.items.map((_, i) => values(i + 2))).toEqual(listed.items.map((b) => cellsOf(kind, b)));
  });
});

describe.each(testDbKinds)('a bank download longer than a batch on %s', (dbKind) => {
  // More unit banks than one read of an export takes, a third of them under each of three names
  // that differ only in case: each batch resumes after the last one's (name, id) exactly.
  const COUNT = EXPORT_BATCH + 150;
  const ctx = useFixtureApp(dbKind, async ({ db, fixtures }) => {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          firstName: `Ketua ${i}`,
          phoneNumber: `0899${String(i).padStart(8, '0')}`,
          role: 'unit' as const,
          status: i % 5 === 0 ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning({ id: users.id });
    const names = ['BSU Kamboja', 'bsu kamboja', 'BSU Lili'];
    await db.insert(bsus).values(
      people.map((p, i) => ({
        userId: p.id,
        // Codes out of step with the ids, so that the code order is an order of its own.
        uniqueCode: String(5_000_000 + ((i * 7919) % COUNT)),
        trashBankName: names[i % 3]!,
        address: `Jl. Banyak No. ${i}`,
        villageId: '32.73.01.1001',
        collectorId: fixtures.bsiIds[i % 2]!,
      })),
    );
  });

  it('downloads every unit bank of a view, in its order, across batches', async () => {
    const facts = await factsOf(ctx.db, 'bsu');
    expect(facts.length).toBeGreaterThan(EXPORT_BATCH);
    const codeOf = new Map(facts.map((f) => [f.id, `BSU-${f.code}`]));
    const views: View[] = [
      { sort: 'name' },
      { sort: '-name' },
      { sort: '-code' },
      { sort: 'created' },
      {},
      { status: 'active', sort: 'name', collectorId: String(ctx.fixtures.bsiIds[0]) },
    ];
    for (const view of views) {
      const expected = oracle(facts, view).map((f) => codeOf.get(f.id));
      const codes = await codesOf(await download(ctx, 'bsu', view, 'csv'));
      expect(codes.length, JSON.stringify(view)).toBe(expected.length);
      expect(codes, JSON.stringify(view)).toEqual(expected);
    }
  });
});
