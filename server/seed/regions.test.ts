import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regencies, subdistricts, villages } from '../db/schema';
import { testDbKinds, useTestDatabase } from '../test/databases';
import { countRegions, readRegions, seedRegions } from './regions';

describe('region data', () => {
  it('covers the whole country with parents before children', async () => {
    const all = await readRegions('all');
    expect(all.provinces).toHaveLength(38);
    expect(all.regencies).toHaveLength(514);
    expect(all.subdistricts.length).toBeGreaterThan(7_200);
    expect(all.villages.length).toBeGreaterThan(83_000);
    expect(all.villages.find(([id]) => id === '32.73.01.1001')).toEqual(['32.73.01.1001', '32.73.01', 'Sukarasa']);
  });
});

describe.each(testDbKinds)('seedRegions on %s', (kind) => {
  const subset = useTestDatabase(kind);

  it('loads only the chosen provinces, keyed by their official codes', async () => {
    const counts = await subset.db.transaction((tx) => seedRegions(tx, { regions: ['32'] }));
    expect(counts).toEqual({ provinces: 1, regencies: 27, subdistricts: 627, villages: 5_957 });
    expect(await countRegions(subset.db)).toEqual(counts);
    const [bandung] = await subset.db
      .select()
      .from(regencies)
      .where(sql`${regencies.id} = '32.73'`);
    expect(bandung).toEqual({ id: '32.73', provinceId: '32', name: 'Kota Bandung' });
    const [sukasari] = await subset.db
      .select()
      .from(subdistricts)
      .where(sql`${subdistricts.id} = '32.73.01'`);
    expect(sukasari).toEqual({ id: '32.73.01', regencyId: '32.73', name: 'Sukasari' });
    const [village] = await subset.db
      .select()
      .from(villages)
      .where(sql`${villages.id} = '32.73.01.1001'`);
    expect(village).toEqual({ id: '32.73.01.1001', subdistrictId: '32.73.01', name: 'Sukarasa' });
  });

  it('does nothing once provinces hold rows', async () => {
    const again = await subset.db.transaction((tx) => seedRegions(tx, { regions: 'all' }));
    expect(again).toBeUndefined();
    expect((await countRegions(subset.db)).provinces).toBe(1);
  });
});
