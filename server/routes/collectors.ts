// /strict/collector: parent waste banks (BSI) with their person in charge.
import { collectorFormSchema, collectorItemSchema } from '../../lib/schemas/collectors';
import { collectorListQuery } from '../../lib/schemas/master-views';
import type { AppDeps } from '../context';
import { bankCalls } from '../domain/banks';
import { crudRoutes } from './crud';

export const collectorRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'collector',
    listSchema: collectorListQuery,
    deleteIds: "the banks' user_id",
    createSchema: collectorFormSchema,
    itemSchema: collectorItemSchema,
    ...bankCalls('collector'),
    picked: (bank) => [bank.user_id, bank.trash_bank_name],
  });
