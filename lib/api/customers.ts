import 'server-only';
import type { ListParams } from '../list-query';
import { customerListSchema } from '../schemas/customers';
import type { Session } from '../session/store';
import { fetchPage } from './list';

export const listCustomers = (session: Session, params: ListParams) =>
  fetchPage('strict/customer', customerListSchema, session, params);
