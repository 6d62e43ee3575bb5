// /strict/customer: customers (nasabah), their user and their wallet.
import { customerFormSchema } from '../../lib/schemas/customers';
import type { AppDeps } from '../context';
import { createCustomer, customerRowSchema, deleteCustomers, listCustomers, updateCustomer } from '../domain/customers';
import { crudRoutes } from './crud';

export const customerRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'customer',
    tag: 'customer',
    deleteIds: "the customers' user_id",
    createSchema: customerFormSchema,
    updateSchema: customerFormSchema,
    itemSchema: customerRowSchema,
    list: listCustomers,
    prepareCreate: (input) => input,
    prepareUpdate: (input) => input,
    create: (tx, input, actor) => createCustomer(tx, input, actor.userId),
    update: (tx, id, input, actor) => updateCustomer(tx, id, input, actor.userId),
    remove: (tx, ids, actor) => deleteCustomers(tx, ids, actor.userId),
  });
