// Raw material for the demo dataset: places, names and a waste catalogue with the prices
// Indonesian waste banks actually post (rupiah per kg or per piece, 2024 price lists).

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
  type: 'Organik' | 'Non Organik';
  unit: 'kg' | 'pcs';
  /** What a customer receives per unit at the BSU (rupiah). */
  selling: number;
  /** Typical deposit, in thousandths of the unit: [min, max, step]. */
  qty: readonly [number, number, number];
  /** How often a customer brings it, relative to the others. */
  weight: number;
};

/** Every parent bank buys these. */
export const CORE_ITEMS: readonly DemoItem[] = [
  { name: 'Botol PET bening', type: 'Non Organik', unit: 'kg', selling: 3500, qty: [500, 8000, 100], weight: 10 },
  { name: 'Botol PET warna', type: 'Non Organik', unit: 'kg', selling: 2000, qty: [500, 6000, 100], weight: 6 },
  { name: 'Gelas plastik (PP)', type: 'Non Organik', unit: 'kg', selling: 4000, qty: [200, 4000, 50], weight: 6 },
  { name: 'Kardus', type: 'Non Organik', unit: 'kg', selling: 2000, qty: [1000, 15000, 100], weight: 10 },
  { name: 'Kertas HVS', type: 'Non Organik', unit: 'kg', selling: 2500, qty: [500, 10000, 100], weight: 7 },
  { name: 'Koran', type: 'Non Organik', unit: 'kg', selling: 2000, qty: [500, 8000, 100], weight: 5 },
  { name: 'Besi', type: 'Non Organik', unit: 'kg', selling: 3000, qty: [500, 12000, 100], weight: 4 },
  { name: 'Aluminium', type: 'Non Organik', unit: 'kg', selling: 12000, qty: [100, 2500, 50], weight: 4 },
];

/** Each parent bank also buys a few of these (dealt round-robin). */
export const SPECIALTY_ITEMS: readonly DemoItem[] = [
  { name: 'Tembaga', type: 'Non Organik', unit: 'kg', selling: 70000, qty: [100, 1500, 50], weight: 1 },
  { name: 'Kuningan', type: 'Non Organik', unit: 'kg', selling: 45000, qty: [100, 1500, 50], weight: 1 },
  { name: 'Kaleng', type: 'Non Organik', unit: 'kg', selling: 1500, qty: [500, 5000, 100], weight: 3 },
  { name: 'Duplex', type: 'Non Organik', unit: 'kg', selling: 800, qty: [1000, 10000, 100], weight: 3 },
  { name: 'Kertas campur', type: 'Non Organik', unit: 'kg', selling: 1200, qty: [1000, 10000, 100], weight: 3 },
  { name: 'Plastik kresek', type: 'Non Organik', unit: 'kg', selling: 500, qty: [500, 5000, 100], weight: 3 },
  {
    name: 'Plastik kemasan bening (PE)',
    type: 'Non Organik',
    unit: 'kg',
    selling: 2500,
    qty: [300, 4000, 100],
    weight: 2,
  },
  { name: 'Jerigen', type: 'Non Organik', unit: 'kg', selling: 3000, qty: [500, 5000, 100], weight: 2 },
  { name: 'Emberan (plastik keras)', type: 'Non Organik', unit: 'kg', selling: 2500, qty: [500, 6000, 100], weight: 2 },
  { name: 'Tutup botol', type: 'Non Organik', unit: 'kg', selling: 3000, qty: [200, 3000, 50], weight: 2 },
  { name: 'Botol kaca', type: 'Non Organik', unit: 'pcs', selling: 300, qty: [1000, 24000, 1000], weight: 2 },
  {
    name: 'Botol kecap/sirup kaca',
    type: 'Non Organik',
    unit: 'pcs',
    selling: 500,
    qty: [1000, 12000, 1000],
    weight: 2,
  },
  { name: 'Kemasan karton minuman', type: 'Non Organik', unit: 'kg', selling: 1000, qty: [300, 4000, 100], weight: 2 },
  { name: 'Aki bekas', type: 'Non Organik', unit: 'kg', selling: 10000, qty: [1000, 12000, 500], weight: 1 },
  { name: 'Elektronik bekas', type: 'Non Organik', unit: 'kg', selling: 5000, qty: [500, 8000, 100], weight: 1 },
  { name: 'Sisa sayur dan buah', type: 'Organik', unit: 'kg', selling: 300, qty: [1000, 10000, 100], weight: 2 },
];

/** Items some unit banks collect for their own programmes (their bsu_id is set). */
export const BSU_ITEMS: readonly DemoItem[] = [
  { name: 'Minyak jelantah', type: 'Organik', unit: 'kg', selling: 5000, qty: [500, 5000, 100], weight: 3 },
  {
    name: 'Minyak jelantah (jeriken 5 L)',
    type: 'Organik',
    unit: 'pcs',
    selling: 25000,
    qty: [1000, 3000, 1000],
    weight: 1,
  },
  { name: 'Kompos', type: 'Organik', unit: 'kg', selling: 1000, qty: [2000, 20000, 500], weight: 2 },
  { name: 'Daun kering', type: 'Organik', unit: 'kg', selling: 200, qty: [2000, 15000, 500], weight: 2 },
  { name: 'Pupuk organik cair', type: 'Organik', unit: 'pcs', selling: 8000, qty: [1000, 4000, 1000], weight: 1 },
  { name: 'Eco enzyme (botol 1 L)', type: 'Organik', unit: 'pcs', selling: 15000, qty: [1000, 3000, 1000], weight: 1 },
];

export const REJECT_TOPUP_REASON = 'Bukti transfer tidak ditemukan';
export const REJECT_WITHDRAW_REASON = 'Nama pemilik rekening tidak sesuai dengan data nasabah';
