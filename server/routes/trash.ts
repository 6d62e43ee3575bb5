// /strict/trash: waste items and their prices.
import { trashFormSchema, trashItemSchema } from '../../lib/schemas/trash';
import type { AppDeps } from '../context';
import { createTrash, deleteTrash, listTrash, updateTrash } from '../domain/trash';
import { crudRoutes } from './crud';

export const trashRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'trash',
    tag: 'trash',
    deleteIds: 'trash id',
    createSchema: trashFormSchema,
    updateSchema: trashFormSchema,
    itemSchema: trashItemSchema,
    list: listTrash,
    prepareCreate: (input) => input,
    prepareUpdate: (input) => input,
    create: (tx, input, actor) => createTrash(tx, input, actor.userId),
    update: (tx, id, input, actor) => updateTrash(tx, id, input, actor.userId),
    remove: (tx, ids, actor) => deleteTrash(tx, ids, actor.userId),
  });
