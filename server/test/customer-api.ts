// What the customer API tests (customers*.test.ts) share: the resource, its list as a client reads
// it, a customer's audit rows, and how a customer lists the place they live in.
import { customerItemSchema, customerListSchema } from '../../lib/schemas/customers';
import { resourceOf } from './resource-app';

export const CUSTOMER = resourceOf('customer', 'Nasabah', customerItemSchema, customerListSchema);
export const { list, auditOf } = CUSTOMER;

const SUKASARI = { id: '32.73.01', name: 'Sukasari' };
const KOTA_BANDUNG = { regency: { id: '32.73', name: 'Kota Bandung' }, province: { id: '32', name: 'Jawa Barat' } };

/** How a customer living in a fixture village of Kota Bandung lists their place: the village and the chain above it. */
export const PLACE = {
  sukarasa: { village: { id: '32.73.01.1001', name: 'Sukarasa' }, subdistrict: SUKASARI, ...KOTA_BANDUNG },
  gegerkalong: { village: { id: '32.73.01.1002', name: 'Gegerkalong' }, subdistrict: SUKASARI, ...KOTA_BANDUNG },
  cipaganti: {
    village: { id: '32.73.02.1001', name: 'Cipaganti' },
    subdistrict: { id: '32.73.02', name: 'Coblong' },
    ...KOTA_BANDUNG,
  },
};
