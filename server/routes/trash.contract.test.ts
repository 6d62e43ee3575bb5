// /strict/trash keeps the master-data contract (server/test/resource-contract.ts), with every
// rule of the form: exact money and quantities, required choices, a parent bank.
import { trashItemSchema, trashListSchema, type TrashItem } from '../../lib/schemas/trash';
import { resourceContract } from '../test/resource-contract';
import { trashForm, trashFormOf } from '../test/master-data';

const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
const QTY = 'Masukkan angka tidak negatif dengan paling banyak 3 angka desimal';
const MONEY_TOO_LARGE = 'Terlalu besar: paling banyak Rp 99.999.999.999.999,99';
const QTY_TOO_LARGE = 'Terlalu besar: paling banyak 99.999.999.999,999';
const rule = (
  field: string,
  value: unknown,
  message: string,
): [string, Record<string, unknown>, Record<string, string[]>] => [
  `${field} = ${JSON.stringify(value)}`,
  { [field]: value },
  { [field]: [message] },
];

resourceContract<TrashItem>({
  path: '/strict/trash',
  entity: 'trash',
  noun: 'Sampah',
  itemSchema: trashItemSchema,
  listSchema: trashListSchema,
  newForm: (f) => trashForm(f.bsiIds[0]!),
  formOf: trashFormOf,
  change: {
    form: { trash_name: 'Ember Plastik', status: 'inactive' },
    shows: { trash_name: 'Ember Plastik', status: 'inactive' },
  },
  deleteId: (item) => item.id,
  invalid: [
    rule('selling_price', '1,005', MONEY),
    rule('selling_price', '1.0055', MONEY),
    rule('selling_price', 1.005, MONEY),
    rule('buying_price', -1, MONEY),
    rule('buying_price', '-0.01', MONEY),
    rule('selling_price', 0.30000000000000004, 'Harus berupa angka') /* 17 digits: not surely what the client meant */,
    rule('selling_price', '1.2.3', MONEY),
    rule('selling_price', '1e3', MONEY),
    rule('selling_price', '100000000000000', MONEY_TOO_LARGE),
    rule('buying_price', 'Rp 100', MONEY),
    rule('stock', '1.0005', QTY),
    rule('maximum', -5, QTY),
    rule('stock', 'abc', QTY),
    rule('stock', '999999999999', QTY_TOO_LARGE),
    rule('maximum', 999999999999, QTY_TOO_LARGE) /* past numeric(14, 3): its own message, not 'negative or decimals' */,
    rule('trash_name', undefined, 'Nama Sampah kosong'),
    rule('trash_name', '   ', 'Nama Sampah kosong'),
    rule('trash_name', 'x'.repeat(256), 'Maksimal 255 karakter'),
    rule('type', undefined, 'Tipe belum dipilih'),
    rule('type', 'Anorganik', 'Tipe belum dipilih'),
    rule('type', 'organik', 'Tipe belum dipilih'),
    rule('selling_price', undefined, 'Harga Jual kosong'),
    rule('selling_price', '', 'Harga Jual kosong'),
    rule('selling_price', null, 'Harga Jual kosong'),
    rule('buying_price', undefined, 'Harga Beli kosong'),
    rule('buying_price', ' ', 'Harga Beli kosong'),
    rule('stock', undefined, 'Stok kosong'),
    rule('maximum', undefined, 'Maksimum kosong'),
    rule('maximum', '', 'Maksimum kosong'),
    rule('unit', undefined, 'Satuan belum dipilih'),
    rule('unit', 'liter', 'Satuan belum dipilih'),
    rule('unit', 'KG', 'Satuan belum dipilih'),
    rule('status', undefined, 'Status belum dipilih'),
    rule('status', 'aktif', 'Status belum dipilih'),
    rule('collectorId', undefined, 'Bank Sampah Induk belum dipilih'),
    rule('collectorId', '', 'Bank Sampah Induk belum dipilih'),
    rule('collectorId', 0, 'Bank Sampah Induk belum dipilih'),
    rule('collectorId', -1, 'Bank Sampah Induk belum dipilih'),
    rule('collectorId', 'abc', 'Bank Sampah Induk belum dipilih'),
    rule('collectorId', 1.5, 'Bank Sampah Induk belum dipilih'),
    rule('trash_name', 'Botol\u0000Kaca', 'Harus berupa teks'),
  ],
  conflicts: [],
});
