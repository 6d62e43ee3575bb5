import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { collectors, users } from '../db/schema';
import { openTestDatabase, testDbKinds } from '../test/databases';
import { insertNetwork } from '../test/domain-network';
import { formatUniqueCode, nextUniqueCode, regionPrefix } from './codes';

describe('bank codes', () => {
  it('derive from the regency code plus a sequence', () => {
    expect(regionPrefix('32.73.01.1001')).toBe('3273');
    expect(regionPrefix('31.74')).toBe('3174');
    expect(formatUniqueCode('3273', 7)).toBe('3273007');
    expect(formatUniqueCode('3273', 1234)).toBe('32731234');
    expect(() => regionPrefix('32')).toThrow(RangeError);
  });
});

describe.each(testDbKinds)('nextUniqueCode on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertNetwork(database.db); // parent banks 3273001 and 3273002 already exist
  });
  afterAll(() => database?.close());

  it('hands ten concurrent creators ten distinct, consecutive codes', async () => {
    const create = (n: number) =>
      database.db.transaction(async (tx) => {
        const uniqueCode = await nextUniqueCode(tx, 'collector', '32.73.01.1001');
        const [user] = await tx
          .insert(users)
          .values({
            firstName: `Induk ${n}`,
            role: 'collector',
            phoneNumber: `0877000000${String(n).padStart(2, '0')}`,
          })
          .returning({ id: users.id });
        await tx.insert(collectors).values({
          userId: user!.id,
          uniqueCode,
          trashBankName: `BSI ${n}`,
          address: 'Jl. Uji',
          villageId: '32.73.01.1001',
        });
        return uniqueCode;
      });
    const codes = await Promise.all(Array.from({ length: 10 }, (_, n) => create(n)));
    expect([...codes].sort()).toEqual(Array.from({ length: 10 }, (_, n) => formatUniqueCode('3273', n + 3)));
  });

  it('numbers unit banks separately from parent banks', async () => {
    const code = await database.db.transaction((tx) => nextUniqueCode(tx, 'bsu', '32.73.01.1001'));
    expect(code).toBe('3273002'); // the network's one unit bank holds 3273001
  });
});
