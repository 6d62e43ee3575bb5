import { queryOptions } from '@tanstack/react-query';
import type { TransactionDetails } from '@/lib/schemas/transactions';
import { bff } from '../bff-fetch';

/** One transaction with its parties and lines: the receipt modal. */
export const transactionDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['transaction', id],
    queryFn: () => bff<TransactionDetails>('strict/transaction/details', { searchParams: { id } }),
  });
