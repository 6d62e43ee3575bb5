// Issue 18: the audit trail's download (GET /strict/export/audit) holds exactly the rows of the
// list for the same view, in its order, row by row as the JSON says: headed in the reader's
// language, the time a real date in Jakarta time, the changes as 'field: before → after; …'. Its
// batches resume exactly after the last row, rows of one instant and of one millisecond included.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { changeText, type AuditItem } from '../../lib/schemas/audit';
import { useFixtureApp } from '../test/api';
import { allOf, oracle, plant, trail } from '../test/audit-api';
import { parseCsv } from '../test/csv';
import { testDbKinds } from '../test/databases';
import { download, rowText, sheetOf, textWithBom } from '../test/view-api';
import type { View } from '../test/view-oracle';

const HEADINGS = ['ID', 'When', 'Who', 'Their email', 'Action', 'Resource', 'Record ID', 'Changes', 'IP address'];
const JAKARTA_MS = 7 * 3_600_000;
const wallClock = (at: string) => new Date(Date.parse(at) + JAKARTA_MS).toISOString().slice(0, 19).replace('T', ' ');
/** Text a spreadsheet would run as a formula starts with an apostrophe. */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** An edit whose changes one cell must hold whole: quotes, a line break, a nested field. */
const EDIT = {
  before: { address: 'Jl. Lama, No. "1"', user: { status: 'active' } },
  after: { address: 'Jl. Baru\nNo. 2', user: { status: 'inactive' } },
};

/** A row of the file as the JSON item says it must read (English headings and names). */
const expectedCells = (item: AuditItem) => [
  String(item.id),
  wallClock(item.at),
  item.actor?.name ?? '',
  item.actor?.email ?? '',
  en.audit.actions[item.action as keyof typeof en.audit.actions],
  en.audit.entities[item.entity as keyof typeof en.audit.entities],
  item.entity_id ?? '',
  neutral(item.changes.map(changeText).join('; ')),
  item.address ?? '',
];

describe.each(testDbKinds)('the audit trail download on %s', (kind) => {
  const ctx = useFixtureApp(kind, async (c) => {
    await plant(c.db, [
      {
        at: '2021-05-01T03:00:00.000Z',
        action: 'update',
        entity: 'customer',
        entityId: '12',
        actorUserId: c.fixtures.adminId,
        ...EDIT,
      },
      {
        at: '2021-05-01T04:00:00.000Z',
        action: 'create',
        entity: 'trash',
        entityId: '5',
        after: { trash_name: '=HYPERLINK("x")' },
      },
      {
        at: '2021-05-02T04:00:00.000Z',
        action: 'sign_in_failed',
        entity: 'account',
        after: { account: 'x@y.id', address: '203.0.113.5' },
      },
    ]);
    // More than one batch (2,000 rows): three rows an instant, a microsecond apart, inside one millisecond.
    await c.db.execute(sql`
      insert into audit_log (action, entity, entity_id, after, created_at)
      select 'create', 'wallet_request', g::text, jsonb_build_object('amount', g),
        timestamptz '2021-06-01 00:00:00+00' + (g / 3) * interval '1 microsecond'
      from generate_series(1, 2100) g`);
  });
  const get = async (view: View, format: 'csv' | 'xlsx') => {
    const res = await ctx.app.request(`/strict/export/audit?${new URLSearchParams({ ...view, format })}`, {
      headers: { authorization: `Bearer ${ctx.adminToken}`, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    return res;
  };

  it('downloads a view as CSV: headed in the reader’s language, every row of the list in its order, cell by cell', async () => {
    const views: View[] = [{ from: '2021-05-01', to: '2021-05-31' }, { actor: String(ctx.fixtures.adminId) }];
    for (const view of views) {
      const res = await get(view, 'csv');
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="Audit-Trail-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const text = await textWithBom(res);
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [head, ...lines] = parseCsv(text);
      expect(head).toEqual(HEADINGS);
      const items = await allOf(ctx.call, view);
      expect(items.length).toBeGreaterThan(0);
      expect(lines).toEqual(items.map(expectedCells));
    }
    // The changes of an edit read as one text: nested by dotted names, quotes and line breaks kept.
    const [edit] = await allOf(ctx.call, { entity: 'customer', entity_id: '12' });
    expect(edit!.changes.map(changeText).join('; ')).toBe(
      'address: Jl. Lama, No. "1" → Jl. Baru\nNo. 2; user.status: active → inactive',
    );
  });

  it('downloads a view as XLSX: real numbers and dates in Jakarta time, the same rows as the list', async () => {
    const view = { from: '2021-05-01', to: '2021-05-31' };
    const sheet = await sheetOf(await get(view, 'xlsx'));
    expect(rowText(sheet, 1, HEADINGS.length)).toEqual(HEADINGS);
    const items = await allOf(ctx.call, view);
    expect(sheet.rowCount).toBe(items.length + 1);
    items.forEach((item, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe(item.id);
      expect((row.getCell(2).value as Date).getTime()).toBe(Date.parse(item.at) + JAKARTA_MS);
      expect(rowText(sheet, i + 2, HEADINGS.length).slice(2)).toEqual(expectedCells(item).slice(2));
    });
  });

  it('reads every row past a batch, rows of one instant and one millisecond neither lost nor repeated', async () => {
    const view = { entity: 'wallet_request' };
    const expected = oracle(await trail(ctx.db), view);
    expect(expected.length).toBe(2100);
    const [, ...lines] = parseCsv(await textWithBom(await get(view, 'csv')));
    expect(lines.map((l) => Number(l[0]))).toEqual(expected);
    const sheet = await sheetOf(await get(view, 'xlsx'));
    expect(Array.from({ length: expected.length }, (_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(expected);
  });

  it('is refused without a token (the roles: audit-access.test.ts)', async () => {
    expect((await download(ctx, 'audit', {}, 'csv', '')).status).toBe(401);
  });
});
