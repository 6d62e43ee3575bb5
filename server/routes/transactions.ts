// /strict/transaction: the back office reads (list, details); unit banks' field apps record
// and settle (an administrator may too, naming the unit bank).
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, listResponseSchema } from '../../lib/schemas/common';
import { listQuerySchema } from '../../lib/schemas/fields';
import { checkRanges } from '../../lib/schemas/list-view';
import { transactionViewFields } from '../../lib/schemas/transaction-view';
import {
  transactionCreateSchema,
  transactionDetailsSchema,
  transactionIdQuerySchema,
  transactionItemSchema,
} from '../../lib/schemas/transactions';
import { requireAbility } from '../auth/guard';
import { idParam, json, jsonBody, securedRouter, type AppDeps, type AuthState } from '../context';
import type { Db } from '../db/client';
import { bsus, transactions } from '../db/schema';
import { assertReach, assertServable, scopeOf, type Scope } from '../domain/scope';
import { ApiError } from '../errors';
import { getTransactionDetails } from '../domain/transaction-details';
import { listTransactions } from '../domain/transaction-queries';
import { cancelTransaction, recordTransaction, settleTransaction } from '../domain/transactions';
import { inTransaction } from './in-transaction';

const refusals = {
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, 'Not allowed for this role or this unit bank'),
  422: json(apiErrorSchema, 'Invalid input, with a message per field'),
};
const answer = z.object({ message: z.string(), data: transactionDetailsSchema });

/** The unit bank a unit user or a BSU operator works at; other staff name it in the request. */
async function unitOf(db: Db, auth: AuthState): Promise<number | null> {
  if (auth.staff?.bsuId) return auth.staff.bsuId;
  if (auth.role !== 'unit') return null;
  const [bank] = await db.select({ id: bsus.id }).from(bsus).where(eq(bsus.userId, auth.userId)).limit(1);
  if (!bank) throw ApiError.of(403, 'noBankForUser');
  return bank.id;
}

async function details(db: Db, id: number, scope: Scope = null) {
  await assertReach(db, 'transaction', scope, transactions.id, [id], 'transactionNotFound');
  const found = await getTransactionDetails(db, id);
  if (!found) throw ApiError.of(404, 'transactionNotFound');
  return found;
}

export function transactionRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('transaction', { responses: refusals });
  const readers = requireAbility('read');
  const writers = requireAbility('transaction.write', 'unit');

  const list = route({
    method: 'get',
    path: '/',
    summary:
      'List, newest first or in a sort; filters (status, bsi, bsu, customer, from/to Jakarta days, min/max total); search by name, BSI-/BSU- code, status or date',
    middleware: readers,
    request: { query: listQuerySchema.extend(transactionViewFields).superRefine(checkRanges) },
    responses: { 200: json(listResponseSchema(transactionItemSchema), 'A page') },
  });
  app.openapi(list, async (c) =>
    c.json(await listTransactions(c.var.reader, c.req.valid('query'), scopeOf(c.var.auth)), 200),
  );

  const read = route({
    method: 'get',
    path: '/details',
    summary: 'One transaction: parties and line items',
    middleware: readers,
    request: { query: transactionIdQuerySchema },
    responses: {
      200: json(transactionDetailsSchema, 'The transaction'),
      404: json(apiErrorSchema, 'No such transaction'),
    },
  });
  app.openapi(read, async (c) => c.json(await details(db, c.req.valid('query').id, scopeOf(c.var.auth)), 200));

  const record = route({
    method: 'post',
    path: '/',
    summary: 'Record a transaction at a unit bank (pending): prices come from the waste items',
    middleware: writers,
    request: jsonBody(transactionCreateSchema),
    responses: { 201: json(answer, 'Recorded') },
  });
  app.openapi(record, async (c) => {
    const input = c.req.valid('json');
    const auth = c.var.auth;
    const bsuId = (await unitOf(db, auth)) ?? input.bsuId;
    if (!bsuId) throw ApiError.field('bsuId', 'validation.bsuRequired');
    const scope = scopeOf(auth);
    const created = await inTransaction(db, input, async (tx) => {
      await assertReach(tx, 'bsu', scope, bsus.id, [bsuId], 'bsuNotFound');
      if (input.customerId) await assertServable(tx, scope, input.customerId);
      return recordTransaction(tx, {
        bsuId,
        customerId: input.customerId,
        collectorId: input.collectorId,
        lines: input.lines,
        createdBy: auth.userId,
      });
    });
    return c.json({ message: c.var.t('api.txRecorded'), data: await details(db, created.id) }, 201);
  });

  for (const [action, transition, done] of [
    ['settle', settleTransaction, 'api.txSettled'],
    ['cancel', cancelTransaction, 'api.txCancelled'],
  ] as const) {
    const operation = route({
      method: 'put',
      path: `/${action}/{id}`,
      summary:
        action === 'settle' ? 'Settle once: stock moves, a customer is credited' : 'Cancel a pending transaction',
      middleware: writers,
      request: { params: idParam },
      responses: {
        200: json(answer, 'Done'),
        404: json(apiErrorSchema, 'No such transaction'),
        409: json(apiErrorSchema, 'Already settled or cancelled'),
      },
    });
    app.openapi(operation, async (c) => {
      const { id } = c.req.valid('param');
      const unit = await unitOf(db, c.var.auth);
      const result = await inTransaction(db, {}, async (tx) => {
        const [owner] = await tx
          .select({ bsuId: transactions.bsuId })
          .from(transactions)
          .where(eq(transactions.id, id));
        if (!owner) throw ApiError.of(404, 'transactionNotFound');
        await assertReach(tx, 'transaction', scopeOf(c.var.auth), transactions.id, [id], 'transactionNotFound');
        if (unit !== null && owner.bsuId !== unit) throw ApiError.of(403, 'notYourBank');
        return transition(tx, id, c.var.auth.userId);
      });
      if (!result.changed) throw ApiError.of(409, 'txAlreadyDecided', { status: result.status });
      return c.json({ message: c.var.t(done), data: await details(db, id) }, 200);
    });
  }

  return app;
}
