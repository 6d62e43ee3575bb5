// Valid forms for the master-data resources, each with names and contacts of its own, and the
// regions the bank tests place banks in (beyond the fixtures).
import type { CollectorItem } from '../../lib/schemas/collectors';
import type { BsuItem } from '../../lib/schemas/bsus';
import type { CustomerItem } from '../../lib/schemas/customers';
import type { TrashItem } from '../../lib/schemas/trash';
import type { UserItem } from '../../lib/schemas/users';
import type { Db } from '../db/client';
import { subdistricts, villages } from '../db/schema';

export const COORDINATES = 'Koordinat harus berformat lintang,bujur (contoh: -6.914744,107.609810)';

/** Cipaganti and Lebak Gede (Coblong, Kota Bandung), Cibiru Wetan (Kabupaten Bandung), Petojo Utara (Jakarta Pusat). */
export const CIPAGANTI = '32.73.02.1001';
export const LEBAK_GEDE = '32.73.02.1002';
export const CIBIRU = '32.04.01.2001';
export const PETOJO = '31.71.01.1001';

/** Villages in two more regencies, so bank codes can be numbered by regency. */
export async function insertMoreVillages(db: Db) {
  await db.insert(subdistricts).values([
    { id: '32.04.01', regencyId: '32.04', name: 'Cileunyi' },
    { id: '31.71.01', regencyId: '31.71', name: 'Gambir' },
  ]);
  await db.insert(villages).values([
    { id: CIBIRU, subdistrictId: '32.04.01', name: 'Cibiru Wetan' },
    { id: PETOJO, subdistrictId: '31.71.01', name: 'Petojo Utara' },
  ]);
}

let sequence = 0;

/**
 * An active person numbered `n`: `first` `last` n, `mailbox`n@test.id and a phone number of
 * `prefix` and n, so no two forms share a contact.
 */
const person = (n: number, first: string, last: string, mailbox: string, prefix: string) => ({
  first_name: first,
  last_name: `${last} ${n}`,
  email: `${mailbox}${n}@test.id`,
  phone_number: `${prefix}${String(n).padStart(8, '0')}`,
  status: 'active',
});

/** A bank numbered `n` in Cipaganti: `name` n at `street` n. */
const bank = (n: number, name: string, street: string, latlng: string) => ({
  trash_bank_name: `${name} ${n}`,
  address: `${street} ${n}`,
  latlng,
  villageId: CIPAGANTI,
});

/** A valid form for a new parent bank, with contacts of its own. */
export const collectorForm = (over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    ...person(n, 'Dewi', 'Pengurus', 'induk', '0856'),
    ...bank(n, 'BSI Uji', 'Jl. Uji No.', '-6.914744,107.609810'),
    ...over,
  };
};

/** The form that saves a listed parent bank unchanged. */
export const collectorFormOf = (b: CollectorItem) => ({
  first_name: b.user_first_name,
  last_name: b.user_last_name,
  email: b.user_email,
  phone_number: b.user_phone_number,
  status: b.user_status,
  trash_bank_name: b.trash_bank_name,
  address: b.address,
  latlng: b.latlng,
  villageId: b.village_id,
});

/** A valid form for a new unit bank under `collectorId`, with contacts of its own. */
export const bsuForm = (collectorId: number | undefined, over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    ...person(n, 'Wati', 'Ketua', 'unit', '0858'),
    ...bank(n, 'BSU Uji', 'Jl. Unit Uji No.', '-6.9,107.6'),
    collectorId,
    ...over,
  };
};

/** The form that saves a listed unit bank unchanged. */
export const bsuFormOf = (b: BsuItem) => ({ ...collectorFormOf(b), collectorId: b.collector_id });

/** A valid new administrator, with contacts and a password of their own. */
export const adminForm = (over: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    ...person(n, 'Rina', 'Admin', 'rina', '0857'),
    staff_role: 'programme',
    password: `sandi-rina-${n}`,
    ...over,
  };
};

/** The form that saves a listed administrator unchanged (no password: it stays). */
export const adminFormOf = (user: UserItem, over: Record<string, unknown> = {}) => ({
  ...user,
  id: undefined,
  ...over,
});

/** A valid new waste item of `collectorId`, named apart from the others. */
export const trashForm = (collectorId: number, over: Record<string, unknown> = {}) => ({
  trash_name: `Plastik Kresek ${++sequence}`,
  type: 'Non Organik',
  category: 'plastic',
  selling_price: 1500,
  buying_price: 1000,
  stock: 0,
  maximum: 100,
  unit: 'kg',
  status: 'active',
  collectorId,
  ...over,
});

/** The form that saves a listed waste item unchanged. */
export const trashFormOf = (t: TrashItem) => ({
  trash_name: t.trash_name,
  type: t.type,
  category: t.category,
  selling_price: t.selling_price,
  buying_price: t.buying_price,
  stock: t.stock,
  maximum: t.maximum,
  unit: t.unit,
  status: t.status,
  collectorId: t.collectorId,
});

/** A valid new customer, with an NIK and contacts of their own. */
export const customerForm = (patch: Record<string, unknown> = {}) => {
  const n = ++sequence;
  return {
    first_name: 'Dewi',
    last_name: 'Lestari',
    email: `Dewi.${n}@Mail.ID`,
    phone_number: `+62 857-1234-${String(n).padStart(4, '0')}`,
    status: 'active',
    nik: `32730155059${String(n).padStart(5, '0')}`,
    address: 'Jl. Sukajadi No. 5',
    gender: 'Perempuan',
    villageId: '32.73.01.1002',
    postal_code: '40153',
    ...patch,
  };
};

/** The form the screen sends when editing `c`, with some fields changed. */
export const customerFormOf = (c: CustomerItem, patch: Record<string, unknown> = {}) => ({
  first_name: c.user.first_name,
  last_name: c.user.last_name,
  email: c.user.email,
  phone_number: c.user.phone_number,
  status: c.user.status,
  nik: c.nik,
  address: c.address,
  gender: c.gender,
  villageId: c.village.id,
  postal_code: c.postal_code,
  ...patch,
});
