// What the customer API tests (customers*.test.ts) share: a customer's audit rows and the list
// as a client reads it.
import { customerListSchema } from '../../lib/schemas/customers';
import type { Db } from '../db/client';
import { auditRowsOf, listOf, type Call } from './api';

/** The audit rows of customer `id`, oldest first. */
export const auditOf = (db: Db, id: number) => auditRowsOf(db, 'customer', id);

/** GET /strict/customer?`query` (200), parsed as the client parses it. */
export const list = (call: Call, query: string) => listOf(call, '/strict/customer', query, customerListSchema);
