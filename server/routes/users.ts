// /strict/user: the back office's administrators.
import { userListQuery } from '../../lib/schemas/master-views';
import { userCreateSchema, userItemSchema, userUpdateSchema } from '../../lib/schemas/users';
import type { AppDeps } from '../context';
import { admitStaff, createUser, deleteUsers, listUsers, prepareUser, updateUser } from '../domain/users';
import { crudRoutes } from './crud';
import { users } from '../db/schema';

export const userRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'user',
    listSchema: userListQuery,
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
    picked: (user) => [user.id, [user.first_name, user.last_name].filter(Boolean).join(' ')],
    ids: { update: users.id, delete: users.id },
    admit: admitStaff,
  });
