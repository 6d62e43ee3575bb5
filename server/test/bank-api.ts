// What the parent-bank (BSI) and unit-bank (BSU) route tests share: one fixture app per file
// (with the extra villages their forms use) and the calls and checks every such test makes: list,
// create, find a bank in the list, search by names, a save or delete as the list then shows it,
// codes by regency, refusals that change nothing, typed by each kind's own schemas.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bsuItemSchema, bsuListSchema } from '../../lib/schemas/bsus';
import { collectorItemSchema, collectorListSchema } from '../../lib/schemas/collectors';
import type { ListResponse } from '../../lib/schemas/common';
import type { Db } from '../db/client';
import { auditLog, bsus, collectors, users } from '../db/schema';
import { rowCounts, useFixtureApp, type Body, type FixtureApp, type Reply } from './api';
import type { TestDbKind } from './databases';
import { ADMIN } from './fixtures';
import { bsuForm, bsuFormOf, CIBIRU, collectorForm, collectorFormOf, insertMoreVillages } from './master-data';
import { resourceOf, savedData } from './resource-app';

type Parser<T> = { parse: (value: unknown) => T };
type Form = Record<string, unknown>;
type Bank = { id: number; user_id: number; trash_bank_name: string; unique_code: string; regency_name: string };

/**
 * How fixture bank `id` lists: its code, name and street, in Sukarasa (Sukasari, Kota Bandung) with
 * no coordinates, and its person in charge: active, no last name or email, a fixture phone number.
 */
export const fixtureBank = (id: number, code: string, name: string, street: string, person: string) => ({
  id,
  user_id: expect.any(Number),
  unique_code: code,
  trash_bank_name: name,
  address: street,
  latlng: null,
  province_id: '32',
  province_name: 'Jawa Barat',
  regency_id: '32.73',
  regency_name: 'Kota Bandung',
  subdistrict_id: '32.73.01',
  subdistrict_name: 'Sukasari',
  village_id: '32.73.01.1001',
  village_name: 'Sukarasa',
  user_status: 'active',
  user_first_name: person,
  user_last_name: null,
  user_email: null,
  user_phone_number: expect.stringMatching(/^0812\d{8}$/),
});

export const COLLECTOR = resourceOf('collector', 'Bank Sampah Induk', collectorItemSchema, collectorListSchema);
export const BSU = resourceOf('bsu', 'Bank Sampah Unit', bsuItemSchema, bsuListSchema);

/** The change both kinds' contracts make (resource-contract.ts): the bank renamed `name`, its person set inactive. */
export const bankChange = (name: string) => ({
  form: { trash_bank_name: name, status: 'inactive' },
  shows: { trash_bank_name: name, user_status: 'inactive' },
});

/** The update refusal both kinds share: an administrator's email, in other case (409 on email). */
export const ADMIN_EMAIL_TAKEN: [string, Form, number, Body] = [
  "an administrator's email",
  { email: ADMIN.email.toUpperCase() },
  409,
  {
    message: `Email ${ADMIN.email} sudah dipakai oleh pengguna lain`,
    errors: { email: [`Email ${ADMIN.email} sudah dipakai oleh pengguna lain`] },
  },
];

type Found = 'jakarta' | 'coblong';

/**
 * What both bank lists are searched by alike, the term each kind's suite types (in any case, in
 * part), and which of its banks that finds. Each suite makes a bank in Petojo Utara (Gambir, Kota
 * Administrasi Jakarta Pusat, DKI Jakarta) whose person in charge is Yusuf Hakim (Beringin.Induk@
 * or Teratai.Unit@test.id), 'jakarta', and one in Cipaganti (Coblong), 'coblong'.
 */
const BY_PERSON_AND_PLACE: [string, Record<'collector' | 'bsu', string>, Found][] = [
  ['the person in charge', { collector: 'yusuf HAKIM', bsu: 'yusuf hakim' }, 'jakarta'],
  ['the email in other case', { collector: 'BERINGIN.induk@TEST.id', bsu: 'TERATAI.UNIT@test.id' }, 'jakarta'],
  ['the village', { collector: 'petojo', bsu: 'Petojo Utara' }, 'jakarta'],
  ['the subdistrict', { collector: 'Coblong', bsu: 'coblong' }, 'coblong'],
  ['the regency', { collector: 'jakarta pusat', bsu: 'administrasi jakarta' }, 'jakarta'],
  ['the province', { collector: 'daerah khusus ibukota', bsu: 'DAERAH KHUSUS' }, 'jakarta'],
];

/** The searches of BY_PERSON_AND_PLACE on the `kind` list: `names` gives what a search finds, `banks` the banks' names. */
export const itFindsByPersonAndPlace = (
  kind: 'collector' | 'bsu',
  names: (term: string) => Promise<string[]>,
  banks: Record<Found, string>,
) =>
  it.each(BY_PERSON_AND_PLACE.map(([by, terms, found]) => [by, terms[kind], [banks[found]]] as const))(
    'finds by %s',
    async (_, term, expected) => {
      expect(await names(term)).toEqual(expected);
    },
  );

type BankKind<I, K extends string> = {
  path: string;
  /** How the API's messages name one. */
  noun: string;
  itemSchema: Parser<I>;
  listSchema: Parser<ListResponse<I>>;
  form: (over: Form, ctx: FixtureApp) => Form;
  formOf: (bank: I) => Form;
  /** Row counts of users, the kind's banks and the audit log. */
  rows: (db: Db) => Promise<Record<K, number>>;
};

function useBankApp<I extends Bank, K extends string>(
  kind: TestDbKind,
  { path, noun, itemSchema, listSchema, form, formOf, rows }: BankKind<I, K>,
) {
  const ctx = useFixtureApp(kind, ({ db }) => insertMoreVillages(db));
  const call = (method: string, to: string, body?: unknown, headers?: Record<string, string>) =>
    ctx.call(method, to, body, headers) as Promise<Reply<I>>;
  const list = async (query = '') => {
    const res = await call('GET', `${path}${query}`);
    expect(res.status).toBe(200);
    return listSchema.parse(res.body);
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', path, form(over, ctx));
    expect(res.status).toBe(201);
    return itemSchema.parse(res.body.data);
  };
  const listed = async (id: number) => (await list()).items.find((b) => b.id === id);
  /** The names of the banks a search for `term` finds, in the list's order. */
  const names = async (term: string) =>
    (await list(`?search=${encodeURIComponent(term)}`)).items.map((b) => b.trash_bank_name);
  /** `request` is answered with `reply` and leaves the row counts as they were. */
  const refuses = async (request: () => Promise<Reply<I>>, reply: Reply) => {
    const before = await rows(ctx.db);
    expect(await request()).toEqual(reply);
    expect(await rows(ctx.db)).toEqual(before);
  };
  /** PUT of the bank's own form with `patch` is answered with `status` and `body`: nothing changes. */
  const refusesUpdate = async (bank: I, patch: Form, status: number, body: Body) => {
    await refuses(() => call('PUT', `${path}/${bank.id}`, { ...formOf(bank), ...patch }), { status, body });
    expect(await listed(bank.id)).toEqual(bank);
  };
  /** An update to `phone`, another person's number typed as `typed`, is refused with 409 on phone_number. */
  const refusesTakenPhone = async (bank: I, phone: string, typed: string) => {
    const message = `Nomor ponsel ${phone} sudah dipakai oleh pengguna lain`;
    await refusesUpdate(bank, { phone_number: typed }, 409, { message, errors: { phone_number: [message] } });
  };
  /** DELETE of `ids` (user ids) is answered with `status` and `message`: nothing goes. */
  const refusesDelete = (ids: number[], status: number, message: string) =>
    refuses(() => call('DELETE', path, { id: ids }), { status, body: { message } });
  /** The row counts once `n` banks are added (or, negative, deleted): with their persons, and an audit row each. */
  const movedBy = (before: Record<K, number>, n: number) =>
    Object.fromEntries(
      Object.entries<number>(before).map(([table, count]) => [
        table,
        table === 'audit' ? count + Math.abs(n) : count + n,
      ]),
    );
  /** POST of `body` answers 201 with the message, and the list shows the new bank first; gives the bank. */
  const createsListed = async (body: Form) => {
    const before = await rows(ctx.db);
    const data = savedData(await call('POST', path, body), 201, `${noun} berhasil ditambahkan`, itemSchema);
    expect((await list()).items[0]).toEqual(data);
    expect(await rows(ctx.db)).toEqual(movedBy(before, 1));
    return data;
  };
  /** PUT of the bank's own form with `patch`: 200, the message, and the bank as `shows` says, in the list too. */
  const updates = async (bank: I, patch: Form, shows: Record<string, unknown>) => {
    const res = await call('PUT', `${path}/${bank.id}`, { ...formOf(bank), ...patch });
    expect(res).toMatchObject({ status: 200, body: { message: `${noun} berhasil diperbarui` } });
    const after = { ...bank, ...shows };
    expect(res.body.data).toEqual(after);
    expect(await listed(bank.id)).toEqual(after);
  };
  /** DELETE of the banks' user ids answers 200 with the message and the count: the banks and their persons go. */
  const deletes = async (banks: I[]) => {
    const before = await rows(ctx.db);
    expect(await call('DELETE', path, { id: banks.map((bank) => bank.user_id) })).toEqual({
      status: 200,
      body: { message: `${noun} berhasil dihapus`, deleted: banks.length },
    });
    expect(await rows(ctx.db)).toEqual(movedBy(before, -banks.length));
    for (const bank of banks) {
      expect(await ctx.db.select().from(users).where(eq(users.id, bank.user_id))).toEqual([]);
      expect(await listed(bank.id)).toBeUndefined();
    }
  };
  /**
   * Codes are numbered within a regency (Kabupaten Bandung's first three: 3204001, 3204002,
   * 3204003), and a bank moved by `move` keeps its code, reading then as `shows` says.
   */
  const expectCodesByRegency = async (move: Form, shows: Record<string, unknown>) => {
    const first = await create({ villageId: CIBIRU });
    const second = await create({ villageId: CIBIRU });
    expect([first.unique_code, second.unique_code, first.regency_name]).toEqual([
      '3204001',
      '3204002',
      'Kabupaten Bandung',
    ]);
    const moved = await call('PUT', `${path}/${first.id}`, { ...formOf(first), ...move });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ unique_code: '3204001', ...shows });
    expect((await listed(first.id))!.unique_code).toBe('3204001');
    expect((await create({ villageId: CIBIRU })).unique_code).toBe('3204003');
  };
  return {
    ctx,
    call,
    list,
    create,
    listed,
    names,
    rows: () => rows(ctx.db),
    createsListed,
    updates,
    deletes,
    expectCodesByRegency,
    refusesUpdate,
    refusesTakenPhone,
    refusesDelete,
  };
}

export const useCollectorApp = (kind: TestDbKind) =>
  useBankApp(kind, {
    ...COLLECTOR,
    form: (over) => collectorForm(over),
    formOf: collectorFormOf,
    rows: (db) => rowCounts(db, { users, collectors, audit: auditLog }),
  });

/** A unit bank is created under the first fixture parent unless the test names another. */
export function useBsuApp(kind: TestDbKind) {
  const bank = useBankApp(kind, {
    ...BSU,
    form: (over, ctx) => bsuForm(undefined, { collectorId: ctx.fixtures.bsiIds[0]!, ...over }),
    formOf: bsuFormOf,
    rows: (db) => rowCounts(db, { users, bsus, audit: auditLog }),
  });
  const parentId = () => bank.ctx.fixtures.bsiIds[0]!;
  const createParent = async (over: Record<string, unknown>) => {
    const res = await bank.call(
      'POST',
      '/strict/collector',
      bsuForm(undefined, { trash_bank_name: 'BSI Induk Uji', ...over }),
    );
    expect(res.status).toBe(201);
    return collectorItemSchema.parse(res.body.data);
  };
  return { ...bank, parentId, createParent };
}
