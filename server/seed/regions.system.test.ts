// The whole country (83,762 villages) loaded into an empty database: a whole-system check of
// the `system` project, kept out of the everyday run. The chosen provinces: regions.test.ts.
import { describe, expect, it } from 'vitest';
import { testDbKinds, useTestDatabase } from '../test/databases';
import { countRegions, seedRegions } from './regions';

describe.each(testDbKinds)('seedRegions on %s', (kind) => {
  const whole = useTestDatabase(kind);

  it('loads the whole country well within 20 seconds', async () => {
    const lines: string[] = [];
    const started = performance.now();
    const counts = await whole.db.transaction((tx) => seedRegions(tx, { log: (l) => lines.push(l) }));
    const seconds = (performance.now() - started) / 1000;
    expect(await countRegions(whole.db)).toEqual(counts);
    expect(counts).toMatchObject({ provinces: 38, regencies: 514 });
    expect(counts!.villages).toBeGreaterThan(83_000);
    expect(seconds).toBeLessThan(20);
    expect(lines).toEqual([expect.stringMatching(/^\[seed\] Wilayah: 38 provinsi, 514 kabupaten\/kota/)]);
    console.info(`[regions] full load on ${kind}: ${seconds.toFixed(2)} s`);
  });
});
