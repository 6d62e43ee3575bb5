// /strict/bsu: unit waste banks (BSU), each under a parent bank.
import { bsuFormSchema, bsuItemSchema } from '../../lib/schemas/bsus';
import { bsuListQuery } from '../../lib/schemas/master-views';
import type { AppDeps } from '../context';
import { bankCalls } from '../domain/banks';
import { crudRoutes } from './crud';

export const bsuRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'bsu',
    deleteIds: "the banks' user_id",
    listSchema: bsuListQuery,
    createSchema: bsuFormSchema,
    itemSchema: bsuItemSchema,
    ...bankCalls('bsu'),
    picked: (bank) => [bank.user_id, bank.trash_bank_name],
  });
