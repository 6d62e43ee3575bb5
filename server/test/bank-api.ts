// What the parent-bank (BSI) and unit-bank (BSU) route tests share: one fixture app per file
// (with the extra villages their forms use) and the calls every such test makes: list, create,
// find a bank in the list, search by names, refuse a change, typed by each kind's own schemas.
import { expect } from 'vitest';
import { bsuItemSchema, bsuListSchema } from '../../lib/schemas/bsus';
import { collectorItemSchema, collectorListSchema } from '../../lib/schemas/collectors';
import type { ListResponse } from '../../lib/schemas/common';
import type { Db } from '../db/client';
import { auditLog, bsus, collectors, users } from '../db/schema';
import { rowCounts, useFixtureApp, type Body, type FixtureApp, type Reply } from './api';
import type { TestDbKind } from './databases';
import { ADMIN } from './fixtures';
import { bsuForm, bsuFormOf, collectorForm, collectorFormOf, insertMoreVillages } from './master-data';

type Parser<T> = { parse: (value: unknown) => T };
type Form = Record<string, unknown>;
type Bank = { id: number; trash_bank_name: string };

/** How a fixture bank lists its place: Sukarasa (Sukasari, Kota Bandung), no coordinates. */
export const FIXTURE_PLACE = {
  latlng: null,
  province_id: '32',
  province_name: 'Jawa Barat',
  regency_id: '32.73',
  regency_name: 'Kota Bandung',
  subdistrict_id: '32.73.01',
  subdistrict_name: 'Sukasari',
  village_id: '32.73.01.1001',
  village_name: 'Sukarasa',
};

/** How a fixture bank lists its person in charge: active, no last name or email, a fixture phone number. */
export const FIXTURE_PERSON = {
  user_status: 'active',
  user_last_name: null,
  user_email: null,
  user_phone_number: expect.stringMatching(/^0812\d{8}$/),
};

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

function useBankApp<I extends Bank, K extends string>(
  kind: TestDbKind,
  path: string,
  schemas: { item: Parser<I>; list: Parser<ListResponse<I>> },
  form: (over: Form, ctx: FixtureApp) => Form,
  formOf: (bank: I) => Form,
  rows: (db: Db) => Promise<Record<K, number>>,
) {
  const ctx = useFixtureApp(kind, ({ db }) => insertMoreVillages(db));
  const call = (method: string, to: string, body?: unknown, headers?: Record<string, string>) =>
    ctx.call(method, to, body, headers) as Promise<Reply<I>>;
  const list = async (query = '') => {
    const res = await call('GET', `${path}${query}`);
    expect(res.status).toBe(200);
    return schemas.list.parse(res.body);
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', path, form(over, ctx));
    expect(res.status).toBe(201);
    return schemas.item.parse(res.body.data);
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
  return {
    ctx,
    call,
    list,
    create,
    listed,
    names,
    rows: () => rows(ctx.db),
    refusesUpdate,
    refusesTakenPhone,
    refusesDelete,
  };
}

export const useCollectorApp = (kind: TestDbKind) =>
  useBankApp(
    kind,
    '/strict/collector',
    { item: collectorItemSchema, list: collectorListSchema },
    (over) => collectorForm(over),
    collectorFormOf,
    (db) => rowCounts(db, { users, collectors, audit: auditLog }),
  );

/** A unit bank is created under the first fixture parent unless the test names another. */
export function useBsuApp(kind: TestDbKind) {
  const bank = useBankApp(
    kind,
    '/strict/bsu',
    { item: bsuItemSchema, list: bsuListSchema },
    (over, ctx) => bsuForm(undefined, { collectorId: ctx.fixtures.bsiIds[0]!, ...over }),
    bsuFormOf,
    (db) => rowCounts(db, { users, bsus, audit: auditLog }),
  );
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
