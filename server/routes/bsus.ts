// /strict/bsu: unit waste banks (BSU), each under a parent bank.
import { bsuFormSchema, bsuItemSchema, bsuListQuerySchema } from '../../lib/schemas/bsus';
import type { AppDeps } from '../context';
import { createBank, deleteBanks, listBanks, updateBank } from '../domain/banks';
import { crudRoutes } from './crud';

export const bsuRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'bsu',
    tag: 'bsu',
    deleteIds: "the banks' user_id",
    listSchema: bsuListQuerySchema,
    createSchema: bsuFormSchema,
    updateSchema: bsuFormSchema,
    itemSchema: bsuItemSchema,
    list: (db, query) => listBanks(db, 'bsu', query),
    prepareCreate: (input) => input,
    prepareUpdate: (input) => input,
    create: (tx, input, actor) => createBank(tx, 'bsu', input, actor.userId),
    update: (tx, id, input, actor) => updateBank(tx, 'bsu', id, input, actor.userId),
    remove: (tx, ids, actor) => deleteBanks(tx, 'bsu', ids, actor.userId),
  });
