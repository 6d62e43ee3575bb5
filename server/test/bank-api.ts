// What the parent-bank (BSI) and unit-bank (BSU) route tests share: one fixture app per file
// (with the extra villages their forms use) and the calls every such test makes: list, create,
// find a bank in the list, typed by each kind's own schemas.
import { expect } from 'vitest';
import { bsuItemSchema, bsuListSchema, type BsuItem } from '../../lib/schemas/bsus';
import { collectorItemSchema, collectorListSchema, type CollectorItem } from '../../lib/schemas/collectors';
import type { ListResponse } from '../../lib/schemas/common';
import { useFixtureApp, type FixtureApp, type Reply } from './api';
import type { TestDbKind } from './databases';
import { bsuForm, collectorForm, insertMoreVillages } from './master-data';

type Parser<T> = { parse: (value: unknown) => T };

function useBankApp<I extends { id: number }>(
  kind: TestDbKind,
  path: string,
  schemas: { item: Parser<I>; list: Parser<ListResponse<I>> },
  form: (over: Record<string, unknown>, ctx: FixtureApp) => Record<string, unknown>,
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
  return { ctx, call, list, create, listed };
}

export const useCollectorApp = (kind: TestDbKind) =>
  useBankApp<CollectorItem>(
    kind,
    '/strict/collector',
    { item: collectorItemSchema, list: collectorListSchema },
    (over) => collectorForm(over),
  );

/** A unit bank is created under the first fixture parent unless the test names another. */
export function useBsuApp(kind: TestDbKind) {
  const bank = useBankApp<BsuItem>(kind, '/strict/bsu', { item: bsuItemSchema, list: bsuListSchema }, (over, ctx) =>
    bsuForm(undefined, { collectorId: ctx.fixtures.bsiIds[0]!, ...over }),
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
