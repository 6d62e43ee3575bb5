// /strict/user: the back office's administrators.
import { userCreateSchema, userItemSchema, userUpdateSchema } from '../../lib/schemas/users';
import type { AppDeps } from '../context';
import { admitStaff, createUser, deleteUsers, listUsers, prepareUser, updateUser } from '../domain/users';
import { crudRoutes } from './crud';
import { users } from '../db/schema';

export const userRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'user',
    deleteIds: 'user id',
    createSchema: userCreateSchema,
    updateSchema: userUpdateSchema,
    itemSchema: userItemSchema,
    list: listUsers,
    prepareCreate: prepareUser,
    prepareUpdate: prepareUser,
    create: createUser,
    update: updateUser,
    remove: deleteUsers,
    ids: { update: users.id, delete: users.id },
    admit: admitStaff,
  });
