// /strict/collector: parent waste banks (BSI) with their person in charge.
import { collectorFormSchema, collectorItemSchema } from '../../lib/schemas/collectors';
import type { AppDeps } from '../context';
import { bankCalls } from '../domain/banks';
import { crudRoutes } from './crud';

export const collectorRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'collector',
    deleteIds: "the banks' user_id",
    createSchema: collectorFormSchema,
    itemSchema: collectorItemSchema,
    ...bankCalls('collector'),
  });
