// Official Indonesian areas from `idn-area-data`, keyed by their government codes. Rows go in
// as one JSON parameter per 20,000 rows, unpacked by the database: a multi-row VALUES list
// of the same size costs ~4× more on PGlite (parameter binding and query building dominate).
import { sql } from 'drizzle-orm';
import { getDistricts, getProvinces, getRegencies, getVillages } from 'idn-area-data';
import type { Db, Tx } from '../db/client';
import { provinces, regencies, subdistricts, villages } from '../db/schema';

export type RegionSelection = 'all' | string[];
export type RegionCounts = { provinces: number; regencies: number; subdistricts: number; villages: number };

const CHUNK_ROWS = 20_000;

type Row = [id: string, parentOrName: string, name?: string];

async function insertRows(tx: Tx, table: 'provinces' | 'regencies' | 'subdistricts' | 'villages', rows: Row[]) {
  const columns = {
    provinces: sql`id, name`,
    regencies: sql`id, province_id, name`,
    subdistricts: sql`id, regency_id, name`,
    villages: sql`id, subdistrict_id, name`,
  }[table];
  const values = table === 'provinces' ? sql`r->>0, r->>1` : sql`r->>0, r->>1, r->>2`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) select ${values} from json_array_elements(${chunk}::json) as r`,
    );
  }
}

/** The package's rows for the chosen provinces, parents before children, codes as ids. */
export async function readRegions(selection: RegionSelection = 'all') {
  const [allProvinces, allRegencies, allDistricts, allVillages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  const wanted = selection === 'all' ? undefined : new Set(selection);
  const keep = (code: string | undefined) => Boolean(code) && (!wanted || wanted.has(code!.slice(0, 2)));
  return {
    provinces: allProvinces.filter((p) => keep(p.code)).map((p): Row => [p.code, p.name]),
    regencies: allRegencies.filter((r) => keep(r.code)).map((r): Row => [r.code, r.province_code, r.name]),
    subdistricts: allDistricts.filter((d) => keep(d.code)).map((d): Row => [d.code, d.regency_code, d.name]),
    villages: allVillages.filter((v) => keep(v.code)).map((v): Row => [v.code, v.district_code, v.name]),
  };
}

/**
 * Loads provinces, regencies, subdistricts (the package's "districts") and villages, unless
 * provinces already holds rows: the set is loaded whole, once, by the first start.
 */
export async function seedRegions(
  tx: Tx,
  options: { regions?: RegionSelection; log?: (line: string) => void } = {},
): Promise<RegionCounts | undefined> {
  const [existing] = await tx.select({ id: provinces.id }).from(provinces).limit(1);
  if (existing) return undefined;
  const started = performance.now();
  const data = await readRegions(options.regions ?? 'all');
  await insertRows(tx, 'provinces', data.provinces);
  await insertRows(tx, 'regencies', data.regencies);
  await insertRows(tx, 'subdistricts', data.subdistricts);
  await insertRows(tx, 'villages', data.villages);
  const counts = {
    provinces: data.provinces.length,
    regencies: data.regencies.length,
    subdistricts: data.subdistricts.length,
    villages: data.villages.length,
  };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  options.log?.(
    `[seed] Wilayah: ${counts.provinces} provinsi, ${counts.regencies} kabupaten/kota, ` +
      `${counts.subdistricts} kecamatan, ${counts.villages} kelurahan/desa (${seconds} dtk)`,
  );
  return counts;
}

/** Row counts as stored, for tests and diagnostics. */
export async function countRegions(db: Db): Promise<RegionCounts> {
  const count = async (table: typeof provinces | typeof regencies | typeof subdistricts | typeof villages) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  return {
    provinces: await count(provinces),
    regencies: await count(regencies),
    subdistricts: await count(subdistricts),
    villages: await count(villages),
  };
}
