// /strict/trash: waste items and their prices.
import { trashListQuery } from '../../lib/schemas/master-views';
import { trashFormSchema, trashItemSchema } from '../../lib/schemas/trash';
import type { AppDeps } from '../context';
import { createTrash, deleteTrash, listTrash, updateTrash } from '../domain/trash';
import { crudRoutes } from './crud';
import { assertBankInScope } from '../domain/scope';
import { trash } from '../db/schema';

export const trashRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'trash',
    listSchema: trashListQuery,
    deleteIds: 'trash id',
    createSchema: trashFormSchema,
    itemSchema: trashItemSchema,
    list: listTrash,
    create: createTrash,
    update: updateTrash,
    remove: deleteTrash,
    picked: (item) => [item.id, item.trash_name],
    ids: { update: trash.id, delete: trash.id },
    admit: async (_tx, scope, input) => assertBankInScope(scope, { collectorId: input.collectorId }),
  });
