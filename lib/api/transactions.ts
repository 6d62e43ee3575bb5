import 'server-only';
import type { ListParams } from '../list-query';
import { transactionListSchema } from '../schemas/transactions';
import type { Session } from '../session/store';
import { fetchPage } from './list';

export const listTransactions = (session: Session, params: ListParams) =>
  fetchPage('strict/transaction', transactionListSchema, session, params);
