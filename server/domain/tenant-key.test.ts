// The tenant key (issue 20) on the SQL the API really sends: every published operation, called
// by the programme admin, a parent bank's admin and a unit bank's operator, and the transaction
// list in each of its shapes (filters, sorts, searches, deep pages), every statement captured and
// parsed by PostgreSQL's own parser. A join of a transaction with its lines that forgets the key,
// or a read of lines without it, fails here with the statement that did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCallers, type StaffCallers } from '../test/access-api';
import { operations } from '../test/access-operations';
import { useFixtureApp } from '../test/api';
import { insertMoreVillages } from '../test/master-data';
import { onQuery } from '../test/pglite-pool';
import { tenantKeyFindings } from '../test/tenant-joins';

const TRANSACTION_LISTS = [
  'status=pending&sort=-amount',
  'sort=amount&page=3&per_page=2',
  'search=budi',
  'search=unit',
  'from=2024-01-01&to=2030-12-31&min=1000&max=900000&sort=created_on',
  'page=2000&per_page=50',
];

describe('the tenant key on the SQL the API sends', () => {
  let staff: StaffCallers;
  const ctx = useFixtureApp('pglite', async (c) => {
    await insertMoreVillages(c.db);
    staff = await staffCallers(c);
  });
  const statements = new Set<string>();
  let stop = () => {};
  beforeAll(() => {
    stop = onQuery((query) => statements.add(query));
  });
  afterAll(() => stop());

  it('every statement that brings a transaction and its lines together does it on the tenant key', async () => {
    const table = operations(ctx, () => staff);
    for (const role of ['programme', 'bsi_admin', 'bsu_operator'] as const) {
      for (const entry of Object.values(table)) {
        const request = await entry.make('in');
        await staff[role](request.method, request.path, request.body);
      }
      const [bsi] = ctx.fixtures.bsiIds;
      for (const query of [...TRANSACTION_LISTS, `bsi=${bsi}&sort=-amount`]) {
        expect((await staff[role]('GET', `/strict/transaction?${query}`)).status, query).toBe(200);
      }
    }
    const findings: string[] = [];
    let trade = 0;
    for (const text of statements) {
      if (/\btransaction(s|_details)\b/.test(text)) trade++;
      for (const finding of await tenantKeyFindings(text)) findings.push(`${finding}:\n  ${text}`);
    }
    console.log(`[tenant key] ${statements.size} distinct statements checked, ${trade} of them on the trade tables`);
    expect(findings).toEqual([]);
    expect(trade).toBeGreaterThan(60);
  });
});

describe('the tenant-key rule itself', () => {
  it('finds a join of lines and transactions on the id alone, and a read of lines without the key', async () => {
    expect(
      await tenantKeyFindings('select * from transactions t join transaction_details d on d.transaction_id = t.id'),
    ).toEqual(['d joins t without tenant_id = tenant_id', 'd is read without its tenant_id']);
    expect(
      await tenantKeyFindings(
        'select (select sum(d.qty) from transaction_details d where d.transaction_id = t.id) from transactions t',
      ),
    ).toEqual(['d joins t without tenant_id = tenant_id', 'd is read without its tenant_id']);
    expect(
      await tenantKeyFindings(
        'with moved as (update transaction_details d set qty = 1 from transactions t where d.transaction_id = t.id returning d.id) select count(*) from moved',
      ),
    ).toEqual(['d is read without its tenant_id', 't joins d without tenant_id = tenant_id']);
    expect(
      await tenantKeyFindings(
        'select 1 from transactions t where t.id = $1 union all select 1 from transaction_details where transaction_id = $1',
      ),
    ).toEqual(['transaction_details is read without its tenant_id']);
    expect(await tenantKeyFindings('delete from transaction_details where transaction_id = $1')).toEqual([
      'transaction_details is read without its tenant_id',
    ]);
    expect(await tenantKeyFindings('insert into transaction_details (transaction_id, qty) values ($1, $2)')).toEqual([
      'an insert into transaction_details without its tenant_id',
    ]);
  });

  it('passes the same statements once they name the key', async () => {
    for (const text of [
      'select * from transactions t join transaction_details d on d.transaction_id = t.id and d.tenant_id = t.tenant_id',
      'select (select sum(d.qty) from transaction_details d where d.transaction_id = t.id and d.tenant_id = t.tenant_id) from transactions t',
      'delete from transaction_details where transaction_id = $1 and tenant_id = $2',
      'insert into transaction_details (transaction_id, tenant_id, qty) values ($1, $2, $3)',
      'select * from transactions where id = $1',
    ]) {
      expect(await tenantKeyFindings(text), text).toEqual([]);
    }
  });
});
