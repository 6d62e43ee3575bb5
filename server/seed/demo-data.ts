// Raw material for the demo dataset: places, names and a waste catalogue with the prices
// Indonesian waste banks actually post (rupiah per kg or per piece, 2024 price lists).
import type { WasteCategory } from '../../lib/schemas/fields';

/** A small seeded PRNG (mulberry32): the same seed gives the same demo on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, chance, digits, shuffle };
}
export type Random = ReturnType<typeof createRandom>;

/** Preferred homes for the parent banks, in order; postal codes start with `postal`. */
export const CITIES = [
  { regencyId: '32.73', center: [-6.914744, 107.60981], postal: '40' },
  { regencyId: '31.74', center: [-6.261493, 106.8106], postal: '12' },
  { regencyId: '33.74', center: [-6.990398, 110.42291], postal: '50' },
  { regencyId: '35.78', center: [-7.257472, 112.75209], postal: '60' },
  { regencyId: '32.75', center: [-6.23827, 106.975573], postal: '17' },
  { regencyId: '32.71', center: [-6.595038, 106.816635], postal: '16' },
  { regencyId: '32.76', center: [-6.402484, 106.794241], postal: '16' },
  { regencyId: '33.72', center: [-7.575489, 110.824327], postal: '57' },
  { regencyId: '35.73', center: [-7.96662, 112.632632], postal: '65' },
  { regencyId: '31.75', center: [-6.225014, 106.900447], postal: '13' },
] as const;
/** Used when none of the preferred cities was loaded: roughly the middle of Java. */
export const FALLBACK_CENTER = [-7.2, 110.0] as const;

export const MALE_NAMES = [
  'Budi',
  'Agus',
  'Dedi',
  'Asep',
  'Ujang',
  'Eko',
  'Joko',
  'Bambang',
  'Slamet',
  'Hendra',
  'Rizky',
  'Fajar',
  'Dimas',
  'Yusuf',
  'Ahmad',
  'Iwan',
  'Andi',
  'Wahyu',
  'Teguh',
  'Rudi',
  'Arif',
  'Bayu',
  'Gilang',
  'Herman',
] as const;
export const FEMALE_NAMES = [
  'Siti',
  'Sri',
  'Dewi',
  'Rina',
  'Ratna',
  'Nur',
  'Euis',
  'Yanti',
  'Wati',
  'Ayu',
  'Fitri',
  'Indah',
  'Putri',
  'Rani',
  'Nurul',
  'Dian',
  'Mega',
  'Wulan',
  'Intan',
  'Tuti',
  'Endang',
  'Neneng',
  'Kartika',
  'Lilis',
] as const;
export const LAST_NAMES = [
  'Setiawan',
  'Hidayat',
  'Santoso',
  'Wijaya',
  'Saputra',
  'Pratama',
  'Kurniawan',
  'Nugroho',
  'Susanto',
  'Hermawan',
  'Gunawan',
  'Permana',
  'Ramadhan',
  'Suryadi',
  'Firmansyah',
  'Maulana',
  'Rahman',
  'Hakim',
  'Kusuma',
  'Purnama',
  'Wibowo',
  'Rohman',
  'Sulistyo',
  'Syahputra',
] as const;

export const STREETS = [
  'Merdeka',
  'Jend. Sudirman',
  'Ahmad Yani',
  'Diponegoro',
  'Gatot Subroto',
  'Pahlawan',
  'Veteran',
  'Cendana',
  'Melati',
  'Kenanga',
  'Mawar',
  'Flamboyan',
  'Cempaka',
  'Kartini',
  'Pemuda',
  'Siliwangi',
  'Pattimura',
  'Imam Bonjol',
  'Sisingamangaraja',
  'Dr. Sutomo',
  'Raya Pasar',
  'Anggrek',
  'Teratai',
  'Nusantara',
] as const;

export const BSU_NAMES = [
  'Berseri',
  'Hijau Lestari',
  'Mekar Sari',
  'Melati Bersih',
  'Sahabat Lingkungan',
  'Kenanga',
  'Bersinar',
  'Cempaka Asri',
  'Gemah Ripah',
  'Tunas Hijau',
  'Rukun Makmur',
  'Srikandi',
] as const;

export const PHONE_PREFIXES = [
  '0812',
  '0813',
  '0821',
  '0822',
  '0852',
  '0853',
  '0857',
  '0858',
  '0877',
  '0878',
  '0895',
  '0896',
] as const;

export const BANKS = [
  { name: 'BCA', digits: 10 },
  { name: 'BRI', digits: 15 },
  { name: 'BNI', digits: 10 },
  { name: 'Mandiri', digits: 13 },
  { name: 'BSI', digits: 10 },
] as const;

export const TOPUP_NOMINALS = ['10000', '20000', '25000', '50000', '100000'] as const;
export const TOPUP_FEE = '2500';

export type DemoItem = {
  name: string;
  /** Its SIPSN composition category (migration 0017 assigns the same to databases seeded before). */
  category: WasteCategory;
  type: 'Organik' | 'Non Organik';
  unit: 'kg' | 'pcs';
  /** What a customer receives per unit at the BSU (rupiah). */
  selling: number;
  /** Typical deposit, in thousandths of the unit: [min, max, step]. */
  qty: readonly [number, number, number];
  /** How often a customer brings it, relative to the others. */
  weight: number;
};

/** A row of the tables below: name, category, type, unit, selling price, typical deposit [min, max, step], weight. */
const item = (
  name: string,
  category: WasteCategory,
  type: DemoItem['type'],
  unit: DemoItem['unit'],
  selling: number,
  qty: DemoItem['qty'],
  weight: number,
): DemoItem => ({ name, category, type, unit, selling, qty, weight });

/** Every parent bank buys these. */
export const CORE_ITEMS: readonly DemoItem[] = [
  item('Botol PET bening', 'plastic', 'Non Organik', 'kg', 3500, [500, 8000, 100], 10),
  item('Botol PET warna', 'plastic', 'Non Organik', 'kg', 2000, [500, 6000, 100], 6),
  item('Gelas plastik (PP)', 'plastic', 'Non Organik', 'kg', 4000, [200, 4000, 50], 6),
  item('Kardus', 'paper', 'Non Organik', 'kg', 2000, [1000, 15000, 100], 10),
  item('Kertas HVS', 'paper', 'Non Organik', 'kg', 2500, [500, 10000, 100], 7),
  item('Koran', 'paper', 'Non Organik', 'kg', 2000, [500, 8000, 100], 5),
  item('Besi', 'metal', 'Non Organik', 'kg', 3000, [500, 12000, 100], 4),
  item('Aluminium', 'metal', 'Non Organik', 'kg', 12000, [100, 2500, 50], 4),
];

/** Each parent bank also buys a few of these (dealt round-robin). */
export const SPECIALTY_ITEMS: readonly DemoItem[] = [
  item('Tembaga', 'metal', 'Non Organik', 'kg', 70000, [100, 1500, 50], 1),
  item('Kuningan', 'metal', 'Non Organik', 'kg', 45000, [100, 1500, 50], 1),
  item('Kaleng', 'metal', 'Non Organik', 'kg', 1500, [500, 5000, 100], 3),
  item('Duplex', 'paper', 'Non Organik', 'kg', 800, [1000, 10000, 100], 3),
  item('Kertas campur', 'paper', 'Non Organik', 'kg', 1200, [1000, 10000, 100], 3),
  item('Plastik kresek', 'plastic', 'Non Organik', 'kg', 500, [500, 5000, 100], 3),
  item('Plastik kemasan bening (PE)', 'plastic', 'Non Organik', 'kg', 2500, [300, 4000, 100], 2),
  item('Jerigen', 'plastic', 'Non Organik', 'kg', 3000, [500, 5000, 100], 2),
  item('Emberan (plastik keras)', 'plastic', 'Non Organik', 'kg', 2500, [500, 6000, 100], 2),
  item('Tutup botol', 'plastic', 'Non Organik', 'kg', 3000, [200, 3000, 50], 2),
  item('Botol kaca', 'glass', 'Non Organik', 'pcs', 300, [1000, 24000, 1000], 2),
  item('Botol kecap/sirup kaca', 'glass', 'Non Organik', 'pcs', 500, [1000, 12000, 1000], 2),
  item('Kemasan karton minuman', 'paper', 'Non Organik', 'kg', 1000, [300, 4000, 100], 2),
  item('Aki bekas', 'metal', 'Non Organik', 'kg', 10000, [1000, 12000, 500], 1),
  item('Elektronik bekas', 'other', 'Non Organik', 'kg', 5000, [500, 8000, 100], 1),
  item('Sisa sayur dan buah', 'food', 'Organik', 'kg', 300, [1000, 10000, 100], 2),
];

/** Items some unit banks collect for their own programmes (their bsu_id is set). */
export const BSU_ITEMS: readonly DemoItem[] = [
  item('Minyak jelantah', 'food', 'Organik', 'kg', 5000, [500, 5000, 100], 3),
  item('Minyak jelantah (jeriken 5 L)', 'food', 'Organik', 'pcs', 25000, [1000, 3000, 1000], 1),
  item('Kompos', 'other', 'Organik', 'kg', 1000, [2000, 20000, 500], 2),
  item('Daun kering', 'wood', 'Organik', 'kg', 200, [2000, 15000, 500], 2),
  item('Pupuk organik cair', 'other', 'Organik', 'pcs', 8000, [1000, 4000, 1000], 1),
  item('Eco enzyme (botol 1 L)', 'other', 'Organik', 'pcs', 15000, [1000, 3000, 1000], 1),
];

export const REJECT_TOPUP_REASON = 'Bukti transfer tidak ditemukan';
export const REJECT_WITHDRAW_REASON = 'Nama pemilik rekening tidak sesuai dengan data nasabah';
