// /strict/trash keeps the master-data contract (server/test/resource-contract.ts), with every
// rule of the form: exact money and quantities, required choices, a parent bank.
import type { TrashItem } from '../../lib/schemas/trash';
import { resourceContract } from '../test/resource-contract';
import { TRASH } from '../test/trash-api';
import { rules } from '../test/resource-description';
import { trashForm, trashFormOf } from '../test/master-data';

const MONEY = 'Masukkan angka tidak negatif dengan paling banyak 2 angka desimal';
const QTY = 'Masukkan angka tidak negatif dengan paling banyak 3 angka desimal';
const MONEY_TOO_LARGE = 'Terlalu besar: paling banyak Rp 99.999.999.999.999,99';
const QTY_TOO_LARGE = 'Terlalu besar: paling banyak 99.999.999.999,999';

resourceContract<TrashItem>({
  ...TRASH,
  newForm: (f) => trashForm(f.bsiIds[0]!),
  formOf: trashFormOf,
  change: { form: { trash_name: 'Ember Plastik', status: 'inactive' } },
  deleteId: (item) => item.id,
  invalid: [
    ...rules('selling_price', MONEY, '1,005', '1.0055', 1.005),
    ...rules('buying_price', MONEY, -1, '-0.01'),
    // 17 digits: not surely what the client meant.
    ...rules('selling_price', 'Harus berupa angka', 0.30000000000000004),
    ...rules('selling_price', MONEY, '1.2.3', '1e3'),
    ...rules('selling_price', MONEY_TOO_LARGE, '100000000000000'),
    ...rules('buying_price', MONEY, 'Rp 100'),
    ...rules('stock', QTY, '1.0005'),
    ...rules('maximum', QTY, -5),
    ...rules('stock', QTY, 'abc'),
    ...rules('stock', QTY_TOO_LARGE, '999999999999'),
    // Past numeric(14, 3): its own message, not 'negative or decimals'.
    ...rules('maximum', QTY_TOO_LARGE, 999999999999),
    ...rules('trash_name', 'Nama Sampah kosong', undefined, '   '),
    ...rules('trash_name', 'Maksimal 255 karakter', 'x'.repeat(256)),
    ...rules('type', 'Tipe belum dipilih', undefined, 'Anorganik', 'organik'),
    // Missing or not one of the nine codes (a label, another case): the same answer, as for the type.
    ...rules('category', 'Kategori belum dipilih', undefined, null, '', 'kaca', 'Plastik', 'PLASTIC', 'food '),
    ...rules('selling_price', 'Harga Jual kosong', undefined, '', null),
    ...rules('buying_price', 'Harga Beli kosong', undefined, ' '),
    ...rules('stock', 'Stok kosong', undefined),
    ...rules('maximum', 'Maksimum kosong', undefined, ''),
    ...rules('unit', 'Satuan belum dipilih', undefined, 'liter', 'KG'),
    ...rules('status', 'Status belum dipilih', undefined, 'aktif'),
    ...rules('collectorId', 'Bank Sampah Induk belum dipilih', undefined, '', 0, -1, 'abc', 1.5),
    ...rules('trash_name', 'Harus berupa teks', 'Botol\u0000Kaca'),
  ],
  conflicts: [],
});
