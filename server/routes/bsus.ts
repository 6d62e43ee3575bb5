// /strict/bsu: unit waste banks (BSU), each under a parent bank.
import { bsuFormSchema, bsuItemSchema, bsuListQuerySchema } from '../../lib/schemas/bsus';
import type { AppDeps } from '../context';
import { bankCalls } from '../domain/banks';
import { crudRoutes } from './crud';

export const bsuRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'bsu',
    deleteIds: "the banks' user_id",
    listSchema: bsuListQuerySchema,
    createSchema: bsuFormSchema,
    itemSchema: bsuItemSchema,
    ...bankCalls('bsu'),
  });
