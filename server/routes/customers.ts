// /strict/customer: customers (nasabah), their user and their wallet.
import { customerFormSchema } from '../../lib/schemas/customers';
import { customerListQuery } from '../../lib/schemas/master-views';
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
    listSchema: customerListQuery,
    deleteIds: "the customers' user_id",
    createSchema: customerFormSchema,
    itemSchema: customerRowSchema,
    list: listCustomers,
    create: createCustomer,
    update: updateCustomer,
    remove: deleteCustomers,
    picked: (customer) => [
      customer.user.id,
      [customer.user.first_name, customer.user.last_name].filter(Boolean).join(' '),
    ],
    ids: { update: customers.id, delete: customers.userId },
    admit: admitCustomer,
  });
