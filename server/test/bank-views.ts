// What the bank view suites (bank-views-*.test.ts, issue 17) share: the parent-bank (BSI,
// /strict/collector) and unit-bank (BSU, /strict/bsu) lists' oracle, worked out in plain code from
// the tables themselves; how a listed bank reads in its download; and the fixture app with banks
// added in more places, statuses and names than the fixtures hold.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bsuListSchema, type BsuItem } from '../../lib/schemas/bsus';
import { collectorListSchema, type CollectorItem } from '../../lib/schemas/collectors';
import type { Db } from '../db/client';
import { bsus, collectors, regencies, subdistricts, users, villages } from '../db/schema';
import { useFixtureApp, type Call } from './api';
import type { TestDbKind } from './databases';
import { insertUser } from './fixtures';
import { CIBIRU, CIPAGANTI, insertMoreVillages, LEBAK_GEDE, PETOJO } from './master-data';
import { parseCsv } from './csv';
import type { View } from './view-oracle';

export type Kind = 'collector' | 'bsu';
type Item = CollectorItem | BsuItem;
/** What a view decides on, read straight from the tables. */
export type Fact = {
  id: number;
  name: string;
  code: string;
  status: string;
  regency: string;
  province: string;
  collectorId: number | null;
};

export const PATHS = { collector: '/strict/collector', bsu: '/strict/bsu' } as const;
const SCHEMAS = { collector: collectorListSchema, bsu: bsuListSchema } as const;
export const PREFIX = { collector: 'BSI', bsu: 'BSU' } as const;
const STATUS = { active: 'Aktif', inactive: 'Tidak aktif' } as const;

/** Every bank of a kind, with its person's status and its regency and province, each from its own table. */
export async function factsOf(db: Db, kind: Kind): Promise<Fact[]> {
  const [banks, people, vs, ss, rs] = await Promise.all([
    kind === 'collector'
      ? db
          .select()
          .from(collectors)
          .then((rows) => rows.map((b) => ({ ...b, collectorId: null })))
      : db.select().from(bsus),
    db.select({ id: users.id, status: users.status }).from(users),
    db.select({ id: villages.id, subdistrictId: villages.subdistrictId }).from(villages),
    db.select({ id: subdistricts.id, regencyId: subdistricts.regencyId }).from(subdistricts),
    db.select({ id: regencies.id, provinceId: regencies.provinceId }).from(regencies),
  ]);
  const statusOf = new Map(people.map((p) => [p.id, p.status]));
  const subdistrictOf = new Map(vs.map((v) => [v.id, v.subdistrictId]));
  const regencyOf = new Map(ss.map((s) => [s.id, s.regencyId]));
  const provinceOf = new Map(rs.map((r) => [r.id, r.provinceId]));
  return banks.map((b) => {
    const regency = regencyOf.get(subdistrictOf.get(b.villageId)!)!;
    return {
      id: b.id,
      name: b.trashBankName,
      code: b.uniqueCode,
      status: statusOf.get(b.userId)!,
      regency,
      province: provinceOf.get(regency)!,
      collectorId: b.collectorId,
    };
  });
}

/** The banks a view shows, in its order ('-created' when it names none), the id breaking ties. */
export function oracle(facts: Fact[], view: View, more: (f: Fact) => boolean = () => true): Fact[] {
  const sort = view.sort ?? '-created';
  const by = sort.replace(/^-/, '');
  const key = (f: Fact) => (by === 'name' ? f.name.toLowerCase() : by === 'code' ? f.code : f.id);
  const cmp = (a: Fact, b: Fact) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) || a.id - b.id;
  };
  return facts
    .filter((f) => !view.status || f.status === view.status)
    .filter((f) => !view.province || f.province === view.province)
    .filter((f) => !view.regency || f.regency === view.regency)
    .filter((f) => !view.collectorId || f.collectorId === Number(view.collectorId))
    .filter(more)
    .sort((a, b) => (sort.startsWith('-') ? -cmp(a, b) : cmp(a, b)));
}

/** Text a spreadsheet would run as a formula gets an apostrophe in front. */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A listed bank as its download's row says it. */
export const cellsOf = (kind: Kind, b: Item) => [
  `${PREFIX[kind]}-${b.unique_code}`,
  neutral(b.trash_bank_name),
  [b.user_first_name, b.user_last_name].filter(Boolean).join(' '),
  b.user_phone_number,
  b.user_email ?? '',
  neutral(b.address),
  b.village_name,
  b.subdistrict_name,
  b.regency_name,
  b.province_name,
  ...(kind === 'bsu' ? [(b as BsuItem).collector_name] : []),
  STATUS[b.user_status as keyof typeof STATUS],
];

const HEADERS = [
  'Kode',
  'Nama Bank Sampah',
  'Penanggung Jawab',
  'Nomor Ponsel',
  'Email',
  'Alamat',
  'Kelurahan/Desa',
  'Kecamatan',
  'Kabupaten/Kota',
  'Provinsi',
];
export const headersOf = (kind: Kind) => [...HEADERS, ...(kind === 'bsu' ? ['Bank Sampah Induk'] : []), 'Status'];

/** GET of the `kind` list of `view`, 100 to a page (200), as the client parses it. */
export async function get(call: Call, kind: Kind, view: View) {
  const res = await call('GET', `${PATHS[kind]}?${new URLSearchParams({ per_page: '100', ...view })}`);
  expect(res.status, `${kind} ${JSON.stringify(view)}: ${JSON.stringify(res.body)}`).toBe(200);
  return SCHEMAS[kind].parse(res.body);
}

/** The codes a CSV download lists (its first column, after the header); the download answered 200. */
export async function codesOf(res: Response) {
  expect(res.status).toBe(200);
  return parseCsv(await res.text())
    .slice(1)
    .map((row) => row[0]);
}

type NewBank = {
  person: string;
  status?: 'active' | 'inactive';
  email?: string;
  name: string;
  code: string;
  village: string;
  address?: string;
};

async function addBank(db: Db, kind: Kind, bank: NewBank, collectorId?: number): Promise<number> {
  const userId = await insertUser(db, {
    firstName: bank.person,
    lastName: 'Uji',
    role: kind === 'collector' ? 'collector' : 'unit',
    status: bank.status ?? 'active',
    ...(bank.email ? { email: bank.email } : {}),
  });
  const values = {
    userId,
    uniqueCode: bank.code,
    trashBankName: bank.name,
    address: bank.address ?? `Jl. ${bank.name}`,
    villageId: bank.village,
  };
  const [row] =
    kind === 'collector'
      ? await db.insert(collectors).values(values).returning({ id: collectors.id })
      : await db
          .insert(bsus)
          .values({ ...values, collectorId: collectorId! })
          .returning({ id: bsus.id });
  return row!.id;
}

/**
 * The fixture app of a bank view suite. Fixtures: parent banks 0 and 1 and unit banks 0–5, all in
 * Sukarasa (Kota Bandung, Jawa Barat) and active. Added: banks in Kota Bandung's Coblong, in
 * Kabupaten Bandung and in Jakarta, some of them inactive, names that differ only in case (a tie
 * the id breaks) and texts a CSV must quote or a spreadsheet would run. `added.aren` is the
 * inactive parent bank in Kabupaten Bandung; `bsi(i)` is fixture parent bank i's id, as a view has it.
 */
export function useBankViewsApp(dbKind: TestDbKind) {
  const added = {} as { aren: number; jakarta: number };
  const ctx = useFixtureApp(dbKind, async ({ db, fixtures }) => {
    await insertMoreVillages(db);
    const [bsi0, bsi1] = fixtures.bsiIds as [number, number];
    const aren = await addBank(db, 'collector', {
      person: 'Wati',
      status: 'inactive',
      email: 'aren@test.id',
      name: 'bsi aren',
      code: '3204001',
      village: CIBIRU,
    });
    const jakarta = await addBank(db, 'collector', {
      person: 'Rudi',
      name: 'BSI Jakarta',
      code: '3171001',
      village: PETOJO,
    });
    await addBank(db, 'collector', {
      person: 'Sari',
      status: 'inactive',
      name: 'bank sampah induk bandung',
      code: '3273002',
      village: CIPAGANTI,
      address: '=1+1',
    });
    await addBank(db, 'collector', {
      person: 'Tono',
      name: 'BSI Hijau, "Coblong"',
      code: '3273003',
      village: LEBAK_GEDE,
    });
    const units: [NewBank, number][] = [
      [{ person: 'Ani', name: 'bsu anyelir', code: '3171101', village: PETOJO }, jakarta],
      [{ person: 'Budi', status: 'inactive', name: 'BSU MELATI', code: '3204101', village: CIBIRU }, bsi1],
      [{ person: 'Citra', status: 'inactive', name: 'BSU Cempaka', code: '3273101', village: CIPAGANTI }, aren],
      [
        {
          person: 'Dodi',
          name: 'BSU Teratai, "Coblong"',
          code: '3273102',
          village: LEBAK_GEDE,
          address: '+62 Jl. Dago',
        },
        bsi0,
      ],
      [{ person: 'Eka', name: 'bsu melati', code: '3273103', village: CIPAGANTI, email: 'eka@test.id' }, bsi0],
    ];
    for (const [bank, parent] of units) await addBank(db, 'bsu', bank, parent);
    // The person in charge of fixture unit bank 1 (BSU Mawar) steps down.
    const [mawar] = await db.select({ userId: bsus.userId }).from(bsus).where(eq(bsus.id, fixtures.bsuIds[1]!));
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, mawar!.userId));
    Object.assign(added, { aren, jakarta });
  });
  const bsi = (i: number) => String(ctx.fixtures.bsiIds[i]);
  return { ctx, added, bsi };
}
