// /strict/customer: customers (nasabah), their user and their wallet.
import { customerFormSchema } from '../../lib/schemas/customers';
import type { AppDeps } from '../context';
import {
  admitCustomer,
  createCustomer,
  customerRowSchema,
  deleteCustomers,
  listCustomers,
  updateCustomer,
} from '../domain/customers';
import { crudRoutes } from './crud';
import { customers } from '../db/schema';

export const customerRoutes = (deps: AppDeps) =>
  crudRoutes(deps, {
    entity: 'customer',
    deleteIds: "the customers' user_id",
    createSchema: customerFormSchema,
    itemSchema: customerRowSchema,
    list: listCustomers,
    create: createCustomer,
    update: updateCustomer,
    remove: deleteCustomers,
    ids: { update: customers.id, delete: customers.userId },
    admit: admitCustomer,
  });
