// Issue 17 on the parent-bank (BSI, /strict/collector) and unit-bank (BSU, /strict/bsu) lists:
// their filters (the person in charge's status, the bank's province or regency, a unit's parent
// bank) and orders (creation, name, code), against an oracle worked out in plain code from the
// tables themselves; their downloads (GET /strict/export/collector|bsu), the list's rows in its
// order; the refusals; a scoped account's reach; and a saved view of each.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bsuListSchema, type BsuItem } from '../../lib/schemas/bsus';
import { collectorListSchema, type CollectorItem } from '../../lib/schemas/collectors';
import { savedViewListSchema } from '../../lib/schemas/saved-views';
import type { Db } from '../db/client';
import { bsus, collectors, regencies, subdistricts, users, villages } from '../db/schema';
import { EXPORT_BATCH } from '../domain/exports';
import { staffCaller } from '../test/access-api';
import { INVALID, useFixtureApp, type Call, type FixtureApp } from '../test/api';
import { parseCsv } from '../test/csv';
import { testDbKinds } from '../test/databases';
import { insertUser } from '../test/fixtures';
import { CIBIRU, CIPAGANTI, insertMoreVillages, LEBAK_GEDE, PETOJO } from '../test/master-data';

type Kind = 'collector' | 'bsu';
type View = Record<string, string>;
type Item = CollectorItem | BsuItem;
/** What a view decides on, read straight from the tables. */
type Fact = {
  id: number;
  name: string;
  code: string;
  status: string;
  regency: string;
  province: string;
  collectorId: number | null;
};

const PATHS = { collector: '/strict/collector', bsu: '/strict/bsu' } as const;
const SCHEMAS = { collector: collectorListSchema, bsu: bsuListSchema } as const;
const PREFIX = { collector: 'BSI', bsu: 'BSU' } as const;
const STATUS = { active: 'Aktif', inactive: 'Tidak aktif' } as const;

/** Every bank of a kind, with its person's status and its regency and province, each from its own table. */
async function factsOf(db: Db, kind: Kind): Promise<Fact[]> {
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
function oracle(facts: Fact[], view: View, more: (f: Fact) => boolean = () => true): Fact[] {
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
const cellsOf = (kind: Kind, b: Item) => [
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
const headersOf = (kind: Kind) => [...HEADERS, ...(kind === 'bsu' ? ['Bank Sampah Induk'] : []), 'Status'];

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

async function get(call: Call, kind: Kind, view: View) {
  const res = await call('GET', `${PATHS[kind]}?${new URLSearchParams({ per_page: '100', ...view })}`);
  expect(res.status, `${kind} ${JSON.stringify(view)}: ${JSON.stringify(res.body)}`).toBe(200);
  return SCHEMAS[kind].parse(res.body);
}

const download = (ctx: FixtureApp, token: string, kind: Kind, view: View, format: 'csv' | 'xlsx') =>
  ctx.app.request(`/strict/export/${kind}?${new URLSearchParams({ ...view, format })}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe.each(testDbKinds)('bank views and exports on %s', (dbKind) => {
  // Fixtures: parent banks 0 and 1 and unit banks 0–5, all in Sukarasa (Kota Bandung, Jawa
  // Barat) and active. Added: banks in Kota Bandung's Coblong, in Kabupaten Bandung and in
  // Jakarta, some of them inactive, names that differ only in case (a tie the id breaks) and
  // texts a CSV must quote or a spreadsheet would run.
  const added = {} as { aren: number; jakarta: number };
  const ctx = useFixtureApp(dbKind, async ({ db, fixtures }) => {
    await insertMoreVillages(db);
    const [bsi0, bsi1] = fixtures.bsiIds as [number, number];
    added.aren = await addBank(db, 'collector', {
      person: 'Wati',
      status: 'inactive',
      email: 'aren@test.id',
      name: 'bsi aren',
      code: '3204001',
      village: CIBIRU,
    });
    added.jakarta = await addBank(db, 'collector', {
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
      [{ person: 'Ani', name: 'bsu anyelir', code: '3171101', village: PETOJO }, added.jakarta],
      [{ person: 'Budi', status: 'inactive', name: 'BSU MELATI', code: '3204101', village: CIBIRU }, bsi1],
      [{ person: 'Citra', status: 'inactive', name: 'BSU Cempaka', code: '3273101', village: CIPAGANTI }, added.aren],
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
  });
  const bsi = (i: number) => String(ctx.fixtures.bsiIds[i]);

  const common: View[] = [
    {},
    { sort: '-created' },
    { sort: 'created' },
    { sort: 'name' },
    { sort: '-name' },
    { sort: 'code' },
    { sort: '-code' },
    { status: 'active' },
    { status: 'inactive', sort: 'name' },
    { province: '32' },
    { province: '31', sort: 'code' },
    { province: '33' },
    { regency: '32.73' },
    { regency: '32.04', sort: '-name' },
    { province: '32', regency: '32.73', sort: '-code' },
    { province: '32', regency: '32.73', status: 'active', sort: 'name' },
    { status: 'inactive', province: '32', sort: '-created' },
  ];
  const unitsOnly: View[] = [
    { collectorId: '' },
    { collectorId: 'PARENT0' },
    { collectorId: 'PARENT1', sort: 'name' },
    { collectorId: 'PARENT0', regency: '32.73', status: 'active', sort: '-code' },
    { collectorId: 'ARENS', status: 'inactive' },
    { collectorId: 'PARENT1', province: '31' },
  ];
  /** A view with the placeholders of parent banks replaced by their ids. */
  const real = (view: View): View =>
    Object.fromEntries(
      Object.entries(view).map(([k, v]) => [
        k,
        v === 'PARENT0' ? bsi(0) : v === 'PARENT1' ? bsi(1) : v === 'ARENS' ? String(added.aren) : v,
      ]),
    );
  /** What the oracle reads of a view: a blank filter is no filter. */
  const meant = (view: View): View => Object.fromEntries(Object.entries(view).filter(([, v]) => v !== ''));

  it.each(['collector', 'bsu'] as const)('%s: filters and sorts exactly as the tables say', async (kind) => {
    const facts = await factsOf(ctx.db, kind);
    const views = [...common, ...(kind === 'bsu' ? unitsOnly : [])].map(real);
    let nonEmpty = 0;
    for (const view of views) {
      const page = await get(ctx.call, kind, view);
      const expected = oracle(facts, meant(view)).map((f) => f.id);
      expect(
        page.items.map((i) => i.id),
        `${kind} ${JSON.stringify(view)}`,
      ).toEqual(expected);
      expect(page.total_records, `${kind} ${JSON.stringify(view)}`).toBe(expected.length);
      if (expected.length > 0 && expected.length < facts.length) nonEmpty++;
    }
    // The filters do filter: most views keep some banks and leave others out.
    expect(nonEmpty).toBeGreaterThan(views.length / 2);
  });

  it.each(['collector', 'bsu'] as const)('%s: a name that differs only in case ties, the id deciding', async (kind) => {
    const facts = await factsOf(ctx.db, kind);
    const lower = (f: Fact) => f.name.toLowerCase();
    const tied = facts.filter((f) => facts.some((g) => g.id !== f.id && lower(g) === lower(f)));
    expect(tied.length).toBeGreaterThanOrEqual(2);
    const tiedIds = tied.map((f) => f.id).sort((a, b) => a - b);
    for (const [sort, ids] of [
      ['name', tiedIds],
      ['-name', [...tiedIds].reverse()],
    ] as const) {
      const listed = (await get(ctx.call, kind, { sort })).items.map((i) => i.id).filter((id) => tiedIds.includes(id));
      expect(listed, sort).toEqual(ids);
    }
  });

  it('pages a sorted, filtered view without losing or repeating a bank', async () => {
    const view = { sort: 'name', province: '32' };
    const expected = oracle(await factsOf(ctx.db, 'bsu'), view).map((f) => f.id);
    const seen: number[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const res = await ctx.call(
        'GET',
        `/strict/bsu?${new URLSearchParams({ ...view, page: String(page), per_page: '3' })}`,
      );
      const items = bsuListSchema.parse(res.body).items;
      expect(items.length).toBeGreaterThan(0);
      seen.push(...items.map((i) => i.id));
    }
    expect(seen).toEqual(expected);
  });

  it('narrows a search by the view, and the view by the search', async () => {
    const facts = await factsOf(ctx.db, 'bsu');
    const melati = (f: Fact) => f.name.toLowerCase().includes('melati');
    const views: View[] = [{ sort: 'name' }, { status: 'inactive' }, { regency: '32.73', sort: '-code' }];
    for (const view of views) {
      const page = await get(ctx.call, 'bsu', { ...view, search: 'melati' });
      expect(
        page.items.map((i) => i.id),
        JSON.stringify(view),
      ).toEqual(oracle(facts, view, melati).map((f) => f.id));
    }
  });

  it('refuses a view that does not hold, naming the field, on the list and its download', async () => {
    const cases: [Kind, string, string, string][] = [
      ['collector', 'status=settlement', 'status', 'Status tidak dikenal'],
      ['bsu', 'status=pending', 'status', 'Status tidak dikenal'],
      ['collector', 'sort=stock', 'sort', 'Urutan tidak dikenal'],
      ['bsu', 'sort=-amount', 'sort', 'Urutan tidak dikenal'],
      ['collector', 'province=3', 'province', 'Kode wilayah tidak valid'],
      ['bsu', 'regency=32.7', 'regency', 'Kode wilayah tidak valid'],
      ['collector', 'province=31&regency=32.73', 'regency', 'Kabupaten/kota tidak berada di provinsi yang dipilih'],
      ['bsu', 'province=32&regency=31.71', 'regency', 'Kabupaten/kota tidak berada di provinsi yang dipilih'],
      ['bsu', 'collectorId=abc', 'collectorId', 'ID tidak valid'],
      ['bsu', 'collectorId=0', 'collectorId', 'ID tidak valid'],
    ];
    for (const [kind, query, field, message] of cases) {
      for (const path of [`${PATHS[kind]}?${query}`, `/strict/export/${kind}?format=csv&${query}`]) {
        const res = await ctx.call('GET', path);
        expect(res.status, path).toBe(422);
        expect(res.body, path).toEqual({ message: INVALID, errors: { [field]: [message] } });
      }
    }
  });

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
      const res = await download(ctx, ctx.adminToken, kind, view, 'csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const [header, ...rows] = parseCsv(await res.text());
      expect(header).toEqual(headersOf(kind));
      expect(rows, `${kind} ${JSON.stringify(view)}`).toEqual(listed.items.map((b) => cellsOf(kind, b)));
    }
    // What a spreadsheet would run is neutralised; commas and quotes survive the quoting.
    const all = (await (await download(ctx, ctx.adminToken, kind, {}, 'csv')).text()).split('\r\n');
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
    const res = await download(ctx, ctx.adminToken, kind, view, 'xlsx');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe(kind === 'collector' ? 'Data Bank Sampah Induk' : 'Data Bank Sampah Unit');
    const values = (row: number) =>
      headersOf(kind).map((_, i) => {
        const value = sheet.getRow(row).getCell(i + 1).value;
        return value === null || value === undefined ? '' : String(value);
      });
    expect(values(1)).toEqual(headersOf(kind));
    expect(sheet.rowCount).toBe(listed.items.length + 1);
    expect(listed.items.map((_, i) => values(i + 2))).toEqual(listed.items.map((b) => cellsOf(kind, b)));
  });

  it('keeps a scoped account within its scope whatever it filters by', async () => {
    const [bsi0] = ctx.fixtures.bsiIds as [number];
    const bsiAdmin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
    const operator = await staffCaller(ctx, 'bsu_operator', { bsuId: ctx.fixtures.bsuIds[0]! });
    const reach: [typeof bsiAdmin, Kind, (f: Fact) => boolean][] = [
      [bsiAdmin, 'collector', (f) => f.id === bsi0],
      [bsiAdmin, 'bsu', (f) => f.collectorId === bsi0],
      [operator, 'collector', (f) => f.id === bsi0],
      [operator, 'bsu', (f) => f.id === ctx.fixtures.bsuIds[0]],
    ];
    const views: View[] = [
      {},
      { sort: 'name' },
      { status: 'active', sort: '-code' },
      { status: 'inactive' },
      { regency: '32.73', sort: '-name' },
      { province: '31' },
      { province: '32', sort: 'created' },
    ];
    for (const [who, kind, within] of reach) {
      const facts = await factsOf(ctx.db, kind);
      const kindViews = kind === 'bsu' ? [...views, { collectorId: bsi(0) }, { collectorId: bsi(1) }] : views;
      let someOutside = false;
      for (const view of kindViews) {
        const expected = oracle(facts, view, within).map((f) => f.id);
        someOutside ||= oracle(facts, view).length > expected.length;
        const page = await get(who.call, kind, view);
        expect(
          page.items.map((i) => i.id),
          `${kind} ${JSON.stringify(view)}`,
        ).toEqual(expected);
        expect(page.total_records).toBe(expected.length);
        const res = await download(ctx, who.token, kind, view, 'csv');
        expect(res.status).toBe(200);
        const codes = parseCsv(await res.text())
          .slice(1)
          .map((row) => row[0]);
        const codeOf = new Map(facts.map((f) => [f.id, `${PREFIX[kind]}-${f.code}`]));
        expect(codes, `${kind} ${JSON.stringify(view)}`).toEqual(expected.map((id) => codeOf.get(id)));
      }
      // The programme sees more of the same views: the scope is what narrowed them.
      expect(someOutside).toBe(true);
    }
  });

  it('saves a view of each bank list, keeping only its own parts, and refuses one that does not hold', async () => {
    const PATH = '/strict/account/views';
    const cases: [Kind, string, string][] = [
      [
        'collector',
        'page=2&sort=-code&collectorId=7&status=inactive&province=32&foo=1',
        'status=inactive&province=32&sort=-code',
      ],
      [
        'bsu',
        `sort=name&collectorId=${bsi(1)}&regency=32.04&status=inactive&search=melati`,
        `search=melati&status=inactive&regency=32.04&collectorId=${bsi(1)}&sort=name`,
      ],
    ];
    for (const [resource, query, kept] of cases) {
      const res = await ctx.call('POST', PATH, { resource, name: 'Tampilan bank', query });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const saved = savedViewListSchema.parse((await ctx.call('GET', `${PATH}?resource=${resource}`)).body).items;
      expect(saved).toEqual([{ id: expect.any(Number), name: 'Tampilan bank', query: kept }]);
      // What the saved view opens is a view the list takes as it is.
      const page = await get(ctx.call, resource, Object.fromEntries(new URLSearchParams(kept)));
      expect(page.total_records).toBeGreaterThan(0);
    }
    const refused: [Kind, string, string][] = [
      ['collector', 'province=31&regency=32.73', 'regency'],
      ['bsu', 'collectorId=abc', 'collectorId'],
      ['bsu', 'sort=stock', 'sort'],
    ];
    for (const [resource, query, field] of refused) {
      const res = await ctx.call('POST', PATH, { resource, name: 'Salah', query });
      expect(res.status, query).toBe(422);
      expect(res.body.errors?.[field], query).toEqual([expect.any(String)]);
    }
    const names = savedViewListSchema
      .parse((await ctx.call('GET', `${PATH}?resource=bsu`)).body)
      .items.map((v) => v.name);
    expect(names).toEqual(['Tampilan bank']);
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
      const res = await download(ctx, ctx.adminToken, 'bsu', view, 'csv');
      expect(res.status).toBe(200);
      const codes = parseCsv(await res.text())
        .slice(1)
        .map((row) => row[0]);
      expect(codes.length, JSON.stringify(view)).toBe(expected.length);
      expect(codes, JSON.stringify(view)).toEqual(expected);
    }
  });
});
