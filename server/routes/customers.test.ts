// /strict/customer (SPEC §3 Customer, §7): a customer is a customers row, the user who is that
// customer and their wallet. Here: pages and search, kept up to date on edits. The shared refusals and every rule of the form are in
// customers.contract.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CustomerItem } from '../../lib/schemas/customers';
import { customers, regencies, subdistricts, users, villages } from '../db/schema';
import { refreshCustomerSearch } from '../domain/search';
import { insertUser } from '../test/fixtures';
import { list, PLACE } from '../test/customer-api';
import { testDbKinds } from '../test/databases';
import { customerForm as newCustomer, customerFormOf as formOf } from '../test/master-data';

const names = (items: CustomerItem[]) =>
  items.map((c) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ')).sort();
import { expectNextPageUntilTheLast, expectTwoPagesOf50, useResourceApp } from '../test/resource-app';

describe.each(testDbKinds)('GET /strict/customer on %s', (kind) => {
  let allIds: number[];
  const { ctx, call } = useResourceApp(kind, '/strict/customer', async ({ db }) => {
    // 50 customers in Cipaganti (Coblong), inserted directly, then one in Central Java through the API: 54.
    for (let i = 1; i <= 50; i++) {
      const userId = await insertUser(db, { firstName: 'Warga', lastName: `Uji ${i}`, role: 'customer' });
      await db.insert(customers).values({
        userId,
        nik: `32730201${String(i).padStart(8, '0')}`,
        address: `Jl. Warga ${i}`,
        gender: 'Perempuan',
        villageId: '32.73.02.1001',
      });
    }
    await refreshCustomerSearch(db);
    await db.insert(regencies).values({ id: '33.74', provinceId: '33', name: 'Kota Semarang' });
    await db.insert(subdistricts).values({ id: '33.74.01', regencyId: '33.74', name: 'Semarang Tengah' });
    await db.insert(villages).values({ id: '33.74.01.1001', subdistrictId: '33.74.01', name: 'Pekunden' });
    const res = await call(
      'POST',
      '/strict/customer',
      newCustomer({
        first_name: 'Rina',
        last_name: 'Wati',
        email: 'Rina.Wati@Mail.ID',
        phone_number: '+62 813-1111-2222',
        nik: '3374014107900001',
        villageId: '33.74.01.1001',
      }),
    );
    expect(res.status).toBe(201);
    allIds = (await db.select({ id: customers.id }).from(customers)).map((r) => r.id).sort((a, b) => b - a);
  });

  it('answers pages in the shared schema, newest first, with the exact total', async () => {
    const first = await expectTwoPagesOf50((query) => list(call, query), 54, allIds);
    expect(names(first.slice(0, 1))).toEqual(['Rina Wati']);
  });

  it('shows a customer with their user and the whole region chain', async () => {
    const { items } = await list(call, 'search=3273010101900001');
    const [budi] = await ctx.db.select().from(users).where(eq(users.email, 'budi@test.id'));
    expect(items).toEqual([
      {
        id: ctx.fixtures.customerIds[0],
        nik: '3273010101900001',
        address: 'Jl. Nasabah No. 1',
        gender: 'Laki-laki',
        postal_code: null,
        bsu_id: null,
        bsu_name: null,
        user: {
          id: budi!.id,
          first_name: 'Budi',
          last_name: 'Santoso',
          email: 'budi@test.id',
          phone_number: budi!.phoneNumber,
          status: 'active',
        },
        ...PLACE.sukarasa,
      },
    ]);
  });

  it('says there is a next page until the last full page, not after it', async () => {
    // 54 customers, two pages of 27; exactly 50 live in Cipaganti.
    await expectNextPageUntilTheLast((query) => list(call, query), 27, allIds, 'cipaganti');
  });

  it.each([
    ['BUDI', ['Budi Santoso']],
    ['budi sukarasa', ['Budi Santoso']],
    ['Sukarasa BUDI', ['Budi Santoso']],
    ['budi cipaganti', []],
    ['aminah', ['Siti Aminah']],
    ['SITI aminah', ['Siti Aminah']],
    ['Budi@Test.ID', ['Budi Santoso']],
    ['3273010101900002', ['Siti Aminah']],
    ['0101900', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['sukarasa', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['sukasari', ['Agus', 'Budi Santoso', 'Siti Aminah']],
    ['rina.wati@mail.id', ['Rina Wati']],
    ['081311112222', ['Rina Wati']],
    ['+6281311112222', ['Rina Wati']],
    ['6281311112222', ['Rina Wati']],
    ['pekunden', ['Rina Wati']],
    ['semarang tengah', ['Rina Wati']],
    ['kota semarang', ['Rina Wati']],
    ['JAWA TENGAH', ['Rina Wati']],
    ['3273020100000017', ['Warga Uji 17']],
    ['tidak-ada-ini', []],
    ['%', []],
    ['_', []],
  ])('search %j finds exactly %j', async (term, expected) => {
    const page = await list(call, `search=${encodeURIComponent(term)}`);
    expect(names(page.items)).toEqual(expected);
    expect(page).toMatchObject({ total_records: expected.length, has_next_page: false });
  });

  it.each([
    ['coblong', 50],
    ['kota bandung', 53],
    ['jawa barat', 53],
    ['warga', 50],
  ])('search %j counts %i', async (term, total) => {
    expect((await list(call, `search=${encodeURIComponent(term)}`)).total_records).toBe(total);
  });

  it('keeps search up to date: an edited customer is found by the new name and place only', async () => {
    const [agus] = (await list(call, 'search=agus')).items;
    expect(
      (
        await call(
          'PUT',
          `/strict/customer/${agus!.id}`,
          formOf(agus!, { first_name: 'Bambang', villageId: '32.73.02.1002' }),
        )
      ).status,
    ).toBe(200);
    expect((await list(call, 'search=agus')).total_records).toBe(0);
    expect(names((await list(call, 'search=bambang lebak')).items)).toEqual(['Bambang']);
    expect(names((await list(call, 'search=sukarasa')).items)).toEqual(['Budi Santoso', 'Siti Aminah']);
  });
});
