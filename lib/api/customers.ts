import 'server-only';
import type { ListParams } from '../list-query';
import { customerListSchema } from '../schemas/customers';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of customers in a view (its filters and sort, as the URL wrote them). */
export const listCustomers = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/customer', customerListSchema, session, params, view);
