import 'server-only';
import type { ListParams } from '../list-query';
import { transactionListSchema } from '../schemas/transactions';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of transactions in a view (its filters and sort, as the URL wrote them). */
export const listTransactions = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/transaction', transactionListSchema, session, params, view);
