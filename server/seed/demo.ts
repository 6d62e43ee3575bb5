// A realistic demo network so a fresh install has something to look at: 4 parent banks,
// 12 unit banks, their waste catalogues and 120 customers in real villages, then six months
// of activity (server/seed/demo-activity.ts). Seeded PRNG: every run builds the same data.
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bsus, collectors, customers, regencies, subdistricts, trash, users, villages } from '../db/schema';
import { nextUniqueCode } from '../domain/codes';
import { refreshCustomerSearch } from '../domain/search';
import { ensureWallet } from '../domain/wallets';
import type { ServerEnv } from '../env';
import { ADMIN_PHONE, firstAdmin } from './admin';
import { seedActivity, type ActivityCounts, type DemoBsu, type DemoCustomer, type DemoTrash } from './demo-activity';
import * as data from './demo-data';

export const DEMO_SEED = 20_240_817;
export const DEMO_SIZES = { collectors: 4, bsusPerCollector: 3, customersPerBsu: 10 } as const;

export type DemoSummary = ActivityCounts & { collectors: number; bsus: number; trash: number; customers: number };

type Village = { id: string; name: string };
type City = { name: string; center: readonly [number, number]; postal: string; villages: Village[] };

/** The preferred cities that were loaded, then any other regencies, up to `count`. */
async function pickCities(tx: Tx, count: number): Promise<City[]> {
  const preferred = data.CITIES.map((c) => c.regencyId as string);
  const found = await tx.select().from(regencies).where(inArray(regencies.id, preferred));
  const chosen = data.CITIES.flatMap((c) => {
    const regency = found.find((r) => r.id === c.regencyId);
    return regency ? [{ regency, center: c.center as readonly [number, number], postal: c.postal }] : [];
  });
  if (chosen.length < count) {
    const others = await tx
      .select()
      .from(regencies)
      .where(notInArray(regencies.id, preferred))
      .orderBy(asc(regencies.id))
      .limit(count * 4);
    for (const regency of others) chosen.push({ regency, center: data.FALLBACK_CENTER, postal: '40' });
  }
  const cities: City[] = [];
  for (const { regency, center, postal } of chosen) {
    if (cities.length === count) break;
    const found = await tx
      .select({ id: villages.id, name: villages.name })
      .from(villages)
      .innerJoin(subdistricts, eq(subdistricts.id, villages.subdistrictId))
      .where(eq(subdistricts.regencyId, regency.id))
      .orderBy(asc(villages.id));
    if (found.length > 0)
      cities.push({ name: regency.name.replace(/^Kota Administrasi /, ''), center, postal, villages: found });
  }
  return cities;
}

function createPeople(rnd: data.Random, adminEmail: string) {
  const phones = new Set<string>([ADMIN_PHONE]);
  const emails = new Set<string>([adminEmail.toLowerCase()]);
  return {
    phone(): string {
      for (;;) {
        const phone = `${rnd.pick(data.PHONE_PREFIXES)}${rnd.digits(8)}`;
        if (!phones.has(phone)) return (phones.add(phone), phone);
      }
    },
    email(local: string, domain: string): string {
      const base = local.toLowerCase().replace(/[^a-z0-9.]+/g, '');
      for (let n = 0; ; n++) {
        const email = `${base}${n === 0 ? '' : n}@${domain}`;
        if (!emails.has(email)) return (emails.add(email), email);
      }
    },
    person() {
      const gender = rnd.chance(0.5) ? ('Laki-laki' as const) : ('Perempuan' as const);
      const firstName = rnd.pick(gender === 'Laki-laki' ? data.MALE_NAMES : data.FEMALE_NAMES);
      return { gender, firstName, lastName: rnd.chance(0.8) ? (rnd.pick(data.LAST_NAMES) as string) : null };
    },
  };
}

const address = (rnd: data.Random) =>
  `Jl. ${rnd.pick(data.STREETS)} No. ${rnd.int(1, 180)}, RT ${String(rnd.int(1, 12)).padStart(2, '0')}/RW ${String(rnd.int(1, 9)).padStart(2, '0')}`;

const latlng = (rnd: data.Random, [lat, lng]: readonly [number, number]) =>
  `${(lat + (rnd.next() - 0.5) * 0.06).toFixed(6)},${(lng + (rnd.next() - 0.5) * 0.06).toFixed(6)}`;

type People = ReturnType<typeof createPeople>;

async function createBank(
  tx: Tx,
  rnd: data.Random,
  people: People,
  city: City,
  kind: 'collector' | 'bsu',
  name: string,
  parentId?: number,
) {
  const village = rnd.pick(city.villages);
  const code = await nextUniqueCode(tx, kind, village.id);
  const person = people.person();
  const [user] = await tx
    .insert(users)
    .values({
      firstName: person.firstName,
      lastName: person.lastName,
      email: people.email(`${kind === 'collector' ? 'bsi' : 'bsu'}.${code}`, 'banksampah.id'),
      phoneNumber: people.phone(),
      role: kind === 'collector' ? 'collector' : 'unit',
    })
    .returning({ id: users.id });
  const bank = {
    userId: user!.id,
    uniqueCode: code,
    trashBankName: name,
    address: address(rnd),
    latlng: latlng(rnd, city.center),
    villageId: village.id,
  };
  if (kind === 'collector') {
    const [row] = await tx.insert(collectors).values(bank).returning({ id: collectors.id });
    return { id: row!.id, userId: user!.id };
  }
  const [row] = await tx
    .insert(bsus)
    .values({ ...bank, collectorId: parentId! })
    .returning({ id: bsus.id });
  return { id: row!.id, userId: user!.id };
}

const round50 = (rupiah: number) => Math.max(50, Math.round(rupiah / 50) * 50);

async function createTrash(
  tx: Tx,
  rnd: data.Random,
  item: data.DemoItem,
  collectorId: number,
  bsuId: number | null,
): Promise<DemoTrash> {
  const selling = round50((item.selling * rnd.int(90, 110)) / 100);
  // The parent bank pays the unit a little more than the unit pays its customers: its margin.
  const buying = Math.max(selling + 50, round50((selling * rnd.int(110, 125)) / 100));
  const maximum = item.unit === 'kg' ? rnd.pick([500, 1000, 2000]) : rnd.pick([200, 500, 1000]);
  const [row] = await tx
    .insert(trash)
    .values({
      trashName: item.name,
      category: item.category,
      type: item.type,
      unit: item.unit,
      sellingPrice: `${selling}.00`,
      buyingPrice: `${buying}.00`,
      maximum: `${maximum}.000`,
      collectorId,
      bsuId,
    })
    .returning({ id: trash.id });
  return { id: row!.id, collectorId, bsuId, unit: item.unit, qty: item.qty, weight: item.weight };
}

export async function seedDemo(
  tx: Tx,
  env: Pick<ServerEnv, 'SEED_DEMO' | 'ADMIN_EMAIL'>,
  options: { log?: (line: string) => void; now?: Date } = {},
): Promise<DemoSummary | undefined> {
  const log = options.log ?? (() => {});
  if (!env.SEED_DEMO) return undefined;
  const [existing] = await tx.select({ id: collectors.id }).from(collectors).limit(1);
  if (existing) return undefined;
  const started = performance.now();
  const cities = await pickCities(tx, DEMO_SIZES.collectors);
  if (cities.length === 0) {
    log('[seed] Data demo dilewati: belum ada data wilayah');
    return undefined;
  }
  const rnd = data.createRandom(DEMO_SEED);
  const people = createPeople(rnd, env.ADMIN_EMAIL);
  const admin = await firstAdmin(tx);

  const units: DemoBsu[] = [];
  const items: DemoTrash[] = [];
  for (let c = 0; c < DEMO_SIZES.collectors; c++) {
    const city = cities[c % cities.length]!;
    const suffix = c < cities.length ? '' : ` ${c + 1}`;
    const parent = await createBank(tx, rnd, people, city, 'collector', `Bank Sampah Induk ${city.name}${suffix}`);
    for (const item of data.CORE_ITEMS) items.push(await createTrash(tx, rnd, item, parent.id, null));
    for (const [j, item] of data.SPECIALTY_ITEMS.entries()) {
      if (j % DEMO_SIZES.collectors === c) items.push(await createTrash(tx, rnd, item, parent.id, null));
    }
    for (let u = 0; u < DEMO_SIZES.bsusPerCollector; u++) {
      const b = units.length;
      const name = `Bank Sampah Unit ${data.BSU_NAMES[b % data.BSU_NAMES.length]} RW ${String(rnd.int(1, 15)).padStart(2, '0')}`;
      const unit = await createBank(tx, rnd, people, city, 'bsu', name, parent.id);
      units.push({ ...unit, collectorId: parent.id, city: c % cities.length });
      if (b % 2 === 0)
        items.push(await createTrash(tx, rnd, data.BSU_ITEMS[(b / 2) % data.BSU_ITEMS.length]!, parent.id, unit.id));
    }
  }

  const members: DemoCustomer[] = [];
  for (const [b, unit] of units.entries()) {
    const city = cities[unit.city]!;
    for (let k = 0; k < DEMO_SIZES.customersPerBsu; k++) {
      const n = members.length + 1;
      const person = people.person();
      const village = rnd.pick(city.villages);
      const email = rnd.chance(0.4)
        ? people.email(`${[person.firstName, person.lastName].filter(Boolean).join('.')}${rnd.int(1, 99)}`, 'gmail.com')
        : null;
      const [user] = await tx
        .insert(users)
        .values({
          ...person,
          email,
          phoneNumber: people.phone(),
          role: 'customer',
          status: n % 40 === 0 ? 'inactive' : 'active',
        })
        .returning({ id: users.id, status: users.status });
      // NIK: subdistrict code, birth date (day + 40 for women), then a serial number.
      const day = rnd.int(1, 28) + (person.gender === 'Perempuan' ? 40 : 0);
      const birth = `${String(day).padStart(2, '0')}${String(rnd.int(1, 12)).padStart(2, '0')}${String(rnd.int(60, 104) % 100).padStart(2, '0')}`;
      const nik = `${village.id.slice(0, 8).replaceAll('.', '')}${birth}${String(n).padStart(4, '0')}`;
      const [customer] = await tx
        .insert(customers)
        .values({
          userId: user!.id,
          nik,
          address: address(rnd),
          gender: person.gender,
          postalCode: `${city.postal}${rnd.digits(3)}`,
          villageId: village.id,
        })
        .returning({ id: customers.id });
      const wallet = await ensureWallet(tx, user!.id);
      const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
      members.push({ id: customer!.id, walletId: wallet.id, bsu: b, fullName, active: user!.status === 'active' });
    }
  }

  await refreshCustomerSearch(
    tx,
    members.map((m) => m.id),
  );

  const activity = await seedActivity(tx, rnd, {
    units,
    items,
    members,
    actorUserId: admin?.id ?? null,
    now: options.now ?? new Date(),
  });
  const summary: DemoSummary = {
    collectors: DEMO_SIZES.collectors,
    bsus: units.length,
    trash: items.length,
    customers: members.length,
    ...activity,
  };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `[seed] Data demo: ${summary.collectors} BSI, ${summary.bsus} BSU, ${summary.trash} jenis sampah, ${summary.customers} nasabah, ` +
      `${summary.transactions} transaksi, ${summary.topups} isi saldo, ${summary.withdrawals} penarikan (${seconds} dtk)`,
  );
  return summary;
}
