// /strict/collector: parent waste banks (BSI) with their person in charge.
import { collectorFormSchema, collectorItemSchema } from '../../lib/schemas/collectors';
import type { AppDeps } from '../context';
import { createBank, deleteBanks, listBanks, updateBank } from '../domain/banks';
import { crudRoutes } from './crud';

export const collectorRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'collector',
    tag: 'collector',
    deleteIds: "the banks' user_id",
    createSchema: collectorFormSchema,
    updateSchema: collectorFormSchema,
    itemSchema: collectorItemSchema,
    list: (db, query) => listBanks(db, 'collector', query),
    prepareCreate: (input) => input,
    prepareUpdate: (input) => input,
    create: (tx, input, actor) => createBank(tx, 'collector', input, actor.userId),
    update: (tx, id, input, actor) => updateBank(tx, 'collector', id, input, actor.userId),
    remove: (tx, ids, actor) => deleteBanks(tx, 'collector', ids, actor.userId),
  });
