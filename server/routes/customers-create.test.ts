// /strict/customer (SPEC §3 Customer, §7): a customer is a customers row, the user who is that
// customer and their wallet. Here: creating one. The shared refusals and every rule of the form are in
// customers.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerItem } from '../../lib/schemas/customers';
import { users, wallets } from '../db/schema';
import { fingerprint as counts } from '../test/api';
import { CUSTOMER, list, PLACE } from '../test/customer-api';
import { testDbKinds } from '../test/databases';
import { customerForm as newCustomer } from '../test/master-data';
import { expectCreated, itListsEveryMissingField, useResourceApp } from '../test/resource-app';

/** The fields an empty form is missing, in order. */
const REQUIRED = ['address', 'first_name', 'gender', 'nik', 'phone_number', 'status', 'villageId'];

describe.each(testDbKinds)('POST /strict/customer on %s', (kind) => {
  const { ctx, call, refused } = useResourceApp(kind, '/strict/customer');

  it('creates a customer with a customer user and a wallet: 201, the message, normalised contacts, an audit row', async () => {
    const res = await call(
      'POST',
      CUSTOMER.path,
      newCustomer({ email: ' Dewi.Lestari@Mail.ID ', phone_number: '+62 857-1234-5678', nik: '3273015505909999' }),
    );
    const data = await expectCreated(ctx, CUSTOMER, res, 'Nasabah berhasil ditambahkan', {
      nik: '3273015505909999',
      address: 'Jl. Sukajadi No. 5',
      gender: 'Perempuan',
      postal_code: '40153',
      bsu_id: null,
      bsu_name: null,
      user: {
        id: expect.any(Number),
        first_name: 'Dewi',
        last_name: 'Lestari',
        email: 'dewi.lestari@mail.id',
        phone_number: '085712345678',
        status: 'active',
      },
      ...PLACE.gegerkalong,
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, data.user.id));
    expect(user).toMatchObject({
      role: 'customer',
      passwordHash: null,
      email: 'dewi.lestari@mail.id',
      phoneNumber: '085712345678',
    });
    expect(await ctx.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, data.user.id))).toHaveLength(
      1,
    );
  });

  it('finds a customer by an NIK from province 62 (Central Kalimantan), which looks like a +62 phone number', async () => {
    const created = (await call('POST', '/strict/customer', newCustomer({ nik: '6271034107900001' }))).body
      .data as CustomerItem;
    for (const term of ['6271034107900001', '62710341079', '3410790']) {
      expect((await list(call, `search=${term}`)).items.map((c) => c.id)).toEqual([created.id]);
    }
  });

  it('stores blank optional fields as null and accepts 255 characters', async () => {
    const long = 'x'.repeat(255);
    const res = await call(
      'POST',
      '/strict/customer',
      newCustomer({ first_name: long, address: long, last_name: '  ', email: '', postal_code: '' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      address: long,
      postal_code: null,
      user: { first_name: long, last_name: null, email: null },
    });
  });

  it('names a village that does not exist', async () => {
    const message = 'Kelurahan/Desa tidak ditemukan';
    expect(await refused(newCustomer({ villageId: '99.99.99.9999' }))).toEqual({
      status: 422,
      body: { message, errors: { villageId: [message] } },
    });
  });

  itListsEveryMissingField(refused, REQUIRED);

  it.each([
    ['numbers for texts', { first_name: 5, nik: 3273015505900099, postal_code: 40153 }],
    [
      'objects and arrays',
      { address: {}, gender: ['Perempuan'], villageId: { id: '32.73.01.1001' }, email: ['a@b.id'] },
    ],
    ['booleans', { last_name: true, status: true, phone_number: false }],
  ])('answers wrong JSON types (%s) with 422, never 500', async (_, patch) => {
    const { status, body } = await refused(newCustomer(patch));
    expect(status).toBe(422);
    expect(Object.keys(body.errors!).sort()).toEqual(Object.keys(patch).sort());
  });

  it('lets only one of two simultaneous creates with the same NIK and email through; the other is 409', async () => {
    const before = await counts(ctx.db);
    const shared = { nik: '3273015505908888', email: 'kembar@mail.id' };
    const results = await Promise.all([
      call('POST', '/strict/customer', newCustomer(shared)),
      call('POST', '/strict/customer', newCustomer(shared)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      Object.keys(results.find((r) => r.status === 409)!.body.errors!).some((f) => f === 'nik' || f === 'email'),
    ).toBe(true);
    expect(await counts(ctx.db)).toEqual({
      ...before,
      users: (before.users as number) + 1,
      customers: (before.customers as number) + 1,
      wallets: (before.wallets as number) + 1,
      auditLog: (before.auditLog as number) + 1,
    });
  });
});
