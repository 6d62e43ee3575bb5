// /strict/wallet: balances and requests for the back office; customers' field apps ask for
// top-ups and withdrawals; administrators accept or reject each request exactly once.
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { apiErrorSchema, listResponseSchema } from '../../lib/schemas/common';
import {
  counterTopupSchema,
  counterWithdrawalSchema,
  decisionSchema,
  topupRequestSchema,
  walletItemSchema,
  walletQuerySchema,
  withdrawalRequestSchema,
} from '../../lib/schemas/wallets';
import { requireAbility, requireRole } from '../auth/guard';
import { bearerSecurity, idParam, json, router, type AppDeps } from '../context';
import type { Db } from '../db/client';
import { customers, users, walletRequests, wallets } from '../db/schema';
import { customerUserIn, scopeOf, type Scope } from '../domain/scope';
import { ApiError } from '../errors';
import { formatRupiah } from '../../lib/schemas/money';
import type { Translate } from '../../lib/shared/catalog';
import { fullName } from '../domain/people';
import { listWallets } from '../domain/wallet-queries';
import {
  acceptRequest,
  ensureWallet,
  rejectRequest,
  requestTopup,
  requestWithdrawal,
  type WalletRequestKind,
} from '../domain/wallets';
import { inTransaction } from './in-transaction';

const refusals = {
  401: json(apiErrorSchema, 'Not signed in'),
  403: json(apiErrorSchema, 'Not allowed for this role'),
  422: json(apiErrorSchema, 'Invalid input, with a message per field'),
};
const message = z.object({ message: z.string() });
const created = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), status: z.literal('pending') }),
});

/** What a decision's message names: the amount and whose wallet it is. */
async function describe(db: Db, id: number) {
  const [row] = await db
    .select({ amount: walletRequests.amount, firstName: users.firstName, lastName: users.lastName })
    .from(walletRequests)
    .innerJoin(wallets, eq(wallets.id, walletRequests.walletId))
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(walletRequests.id, id));
  return { amount: formatRupiah(row!.amount), user: fullName(row!) };
}

/** The answer to a filed request: what was asked, and that it waits for a decision. */
const pendingAnswer = (t: Translate, key: 'topupRequested' | 'withdrawRequested', amount: string, id: number) => ({
  message: t(`api.${key}`, { amount: formatRupiah(amount) }),
  data: { id, status: 'pending' as const },
});

/** A request out of the caller's scope is answered as one that does not exist. */
async function assertRequestReach(tx: Db, scope: Scope, id: number, kind: WalletRequestKind) {
  if (!scope) return;
  const [row] = await tx
    .select({ id: walletRequests.id })
    .from(walletRequests)
    .innerJoin(wallets, eq(wallets.id, walletRequests.walletId))
    .where(and(eq(walletRequests.id, id), customerUserIn(scope, wallets.userId)));
  if (!row) throw ApiError.of(404, kind === 'topup' ? 'topupNotFound' : 'withdrawNotFound');
}

/** The wallet of a customer the caller reaches, by the customer's user id. */
async function counterWallet(tx: Db, scope: Scope, userId: number) {
  const [customer] = await tx
    .select({ userId: customers.userId })
    .from(customers)
    .where(and(eq(customers.userId, userId), scope ? customerUserIn(scope, customers.userId) : undefined));
  if (!customer) throw ApiError.field('user_id', 'api.customerNotFound', 'customerNotFound');
  return ensureWallet(tx, customer.userId);
}

/**
 * Top-ups and withdrawals filed by staff at the counter for a customer who stands there (issue
 * 16), under the field app's rules. The filer is recorded: they cannot confirm it themselves.
 */
function counterRoutes(app: ReturnType<typeof router>, db: Db) {
  const secured = { tags: ['wallet'], security: bearerSecurity, middleware: requireAbility('wallet.request') };
  const topup = createRoute({
    ...secured,
    method: 'post',
    path: '/topup/counter',
    summary: "Staff file a top-up for a customer at the counter (the customer's user_id, nominal, what they paid)",
    request: { body: { content: { 'application/json': { schema: counterTopupSchema } }, required: true } },
    responses: { 201: json(created, 'Requested; pending'), 404: json(apiErrorSchema, 'No such customer'), ...refusals },
  });
  app.openapi(topup, async (c) => {
    const input = c.req.valid('json');
    const { id } = await inTransaction(db, input, async (tx) => {
      const wallet = await counterWallet(tx, scopeOf(c.var.auth), input.user_id);
      return requestTopup(tx, { walletId: wallet.id, ...input, requestedBy: c.var.auth.userId });
    });
    return c.json(pendingAnswer(c.var.t, 'topupRequested', input.amount, id), 201);
  });

  const withdraw = createRoute({
    ...secured,
    method: 'post',
    path: '/withdraw/counter',
    summary: "Staff file a withdrawal for a customer at the counter; never more than the customer's available balance",
    request: { body: { content: { 'application/json': { schema: counterWithdrawalSchema } }, required: true } },
    responses: {
      201: json(created, 'Requested; pending'),
      404: json(apiErrorSchema, 'No such customer'),
      409: json(apiErrorSchema, 'More than the available balance'),
      ...refusals,
    },
  });
  app.openapi(withdraw, async (c) => {
    const input = c.req.valid('json');
    const { id } = await inTransaction(db, input, async (tx) => {
      const wallet = await counterWallet(tx, scopeOf(c.var.auth), input.user_id);
      return requestWithdrawal(tx, {
        walletId: wallet.id,
        amount: input.amount,
        bankName: input.bank_name,
        accountNumber: input.account_number,
        cardholderName: input.cardholder_name,
        requestedBy: c.var.auth.userId,
      });
    });
    return c.json(pendingAnswer(c.var.t, 'withdrawRequested', input.amount, id), 201);
  });
}

export function walletRoutes({ db }: AppDeps) {
  const app = router();
  const secured = { tags: ['wallet'], security: bearerSecurity };

  const list = createRoute({
    ...secured,
    method: 'get',
    path: '/',
    summary:
      'Balances (filter_note=balance), top-up requests (topup) or withdrawal requests (withdraw); search by name, NIK, phone or status',
    middleware: requireAbility('read'),
    request: { query: walletQuerySchema },
    responses: { 200: json(listResponseSchema(walletItemSchema), 'A page, newest first'), ...refusals },
  });
  app.openapi(list, async (c) => c.json(await listWallets(db, c.req.valid('query'), scopeOf(c.var.auth)), 200));

  const topup = createRoute({
    ...secured,
    method: 'post',
    path: '/topup',
    summary: 'A customer asks to top up their wallet (nominal, and what they paid including any fee)',
    middleware: requireRole('customer'),
    request: { body: { content: { 'application/json': { schema: topupRequestSchema } }, required: true } },
    responses: { 201: json(created, 'Requested; pending'), ...refusals },
  });
  app.openapi(topup, async (c) => {
    const input = c.req.valid('json');
    const { id } = await inTransaction(db, input, async (tx) =>
      requestTopup(tx, { walletId: (await ensureWallet(tx, c.var.auth.userId)).id, ...input }),
    );
    return c.json(pendingAnswer(c.var.t, 'topupRequested', input.amount, id), 201);
  });

  const withdraw = createRoute({
    ...secured,
    method: 'post',
    path: '/withdraw',
    summary: 'A customer asks to withdraw; never more than the available balance (pending withdrawals hold theirs)',
    middleware: requireRole('customer'),
    request: { body: { content: { 'application/json': { schema: withdrawalRequestSchema } }, required: true } },
    responses: {
      201: json(created, 'Requested; pending'),
      409: json(apiErrorSchema, 'More than the available balance'),
      ...refusals,
    },
  });
  app.openapi(withdraw, async (c) => {
    const input = c.req.valid('json');
    const { id } = await inTransaction(db, input, async (tx) =>
      requestWithdrawal(tx, {
        walletId: (await ensureWallet(tx, c.var.auth.userId)).id,
        amount: input.amount,
        bankName: input.bank_name,
        accountNumber: input.account_number,
        cardholderName: input.cardholder_name,
      }),
    );
    return c.json(pendingAnswer(c.var.t, 'withdrawRequested', input.amount, id), 201);
  });

  counterRoutes(app, db);

  for (const kind of ['topup', 'withdraw'] as const satisfies WalletRequestKind[]) {
    for (const decision of ['accept', 'reject'] as const) {
      const route = createRoute({
        ...secured,
        method: 'put',
        path: `/${kind}/${decision}/{id}`,
        summary: `${decision === 'accept' ? 'Accept' : 'Reject (with an optional reason)'} a pending ${kind === 'topup' ? 'top-up' : 'withdrawal'}, exactly once`,
        middleware: requireAbility('wallet.decide'),
        request: { params: idParam },
        responses: {
          200: json(message, 'Decided'),
          404: json(apiErrorSchema, 'No such request'),
          409: json(apiErrorSchema, 'Already decided, or the balance no longer covers the withdrawal'),
          ...refusals,
        },
      });
      app.openapi(route, async (c) => {
        const { id } = c.req.valid('param');
        // The body is optional (SPEC sends { id }); a rejection may carry { reason }.
        const sent: unknown = await c.req.json().catch(() => ({}));
        const body = decisionSchema.safeParse(sent && typeof sent === 'object' ? sent : {});
        if (!body.success) throw ApiError.fromZod(body.error);
        const actorUserId = c.var.auth.userId;
        const result = await inTransaction(db, {}, async (tx) => {
          await assertRequestReach(tx, scopeOf(c.var.auth), id, kind);
          return decision === 'accept'
            ? acceptRequest(tx, { id, kind, actorUserId })
            : rejectRequest(tx, { id, kind, actorUserId, reason: body.data.reason });
        });
        if (!result.changed) throw ApiError.of(409, 'requestAlreadyDecided', { status: result.status });
        return c.json(
          { message: c.var.t(`api.${kind}${decision === 'accept' ? 'Accepted' : 'Rejected'}`, await describe(db, id)) },
          200,
        );
      });
    }
  }

  return app;
}
