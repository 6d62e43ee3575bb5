// /strict/trash: waste items and their prices.
import { trashFormSchema, trashItemSchema } from '../../lib/schemas/trash';
import type { AppDeps } from '../context';
import { createTrash, deleteTrash, listTrash, updateTrash } from '../domain/trash';
import { crudRoutes } from './crud';

export const trashRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'trash',
    deleteIds: 'trash id',
    createSchema: trashFormSchema,
    itemSchema: trashItemSchema,
    list: listTrash,
    create: createTrash,
    update: updateTrash,
    remove: deleteTrash,
  });
