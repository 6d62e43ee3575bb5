// /strict/wallet: balances and requests for the back office; customers' field apps ask for
// top-ups and withdrawals; administrators accept or reject each request exactly once.
import { z } from '@hono/zod-openapi';
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
import { checkRanges } from '../../lib/schemas/list-view';
import { passbookQuerySchema, passbookSchema } from '../../lib/schemas/passbook';
import { walletRequestViewFields } from '../../lib/schemas/wallet-view';
import { requireAbility, requireRole } from '../auth/guard';
import type { Context } from 'hono';
import { idParam, json, jsonBody, router, securedRoute, securedRouter, type AppDeps, type AppEnv } from '../context';
import type { Db } from '../db/client';
import { customers, users, walletRequests, wallets } from '../db/schema';
import { customerUserIn, scopeOf, type Scope } from '../domain/scope';
import { ApiError } from '../errors';
import { formatRupiah } from '../../lib/schemas/money';
import { readPassbook } from '../domain/passbook';
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

type Filing =
  | { kind: 'topup'; body: z.infer<typeof topupRequestSchema> }
  | { kind: 'withdraw'; body: z.infer<typeof withdrawalRequestSchema> };

/**
 * Files a top-up or a withdrawal, and answers what was asked and that it waits for a decision:
 * on the caller's own wallet, or at the counter on the wallet of the customer `counterFor` names.
 */
async function file(db: Db, c: Context<AppEnv>, { kind, body }: Filing, counterFor?: number) {
  const { auth, t } = c.var;
  const requestedBy = counterFor === undefined ? undefined : auth.userId;
  const { id } = await inTransaction(db, body, async (tx) => {
    const wallet =
      counterFor === undefined
        ? await ensureWallet(tx, auth.userId)
        : await counterWallet(tx, scopeOf(auth), counterFor);
    const filed = { walletId: wallet.id, amount: body.amount, requestedBy };
    return kind === 'topup'
      ? requestTopup(tx, { ...filed, total: body.total })
      : requestWithdrawal(tx, {
          ...filed,
          bankName: body.bank_name,
          accountNumber: body.account_number,
          cardholderName: body.cardholder_name,
        });
  });
  return {
    message: t(`api.${kind}Requested`, { amount: formatRupiah(body.amount) }),
    data: { id, status: 'pending' as const },
  };
}

/**
 * Top-ups and withdrawals filed by staff at the counter for a customer who stands there (issue
 * 16), under the field app's rules. The filer is recorded: they cannot confirm it themselves.
 */
function counterRoutes(app: ReturnType<typeof router>, db: Db) {
  const route = securedRoute('wallet', { middleware: requireAbility('wallet.request') });
  const topup = route({
    method: 'post',
    path: '/topup/counter',
    summary: "Staff file a top-up for a customer at the counter (the customer's user_id, nominal, what they paid)",
    request: jsonBody(counterTopupSchema),
    responses: { 201: json(created, 'Requested; pending'), 404: json(apiErrorSchema, 'No such customer'), ...refusals },
  });
  app.openapi(topup, async (c) => {
    const body = c.req.valid('json');
    return c.json(await file(db, c, { kind: 'topup', body }, body.user_id), 201);
  });

  const withdraw = route({
    method: 'post',
    path: '/withdraw/counter',
    summary: "Staff file a withdrawal for a customer at the counter; never more than the customer's available balance",
    request: jsonBody(counterWithdrawalSchema),
    responses: {
      201: json(created, 'Requested; pending'),
      404: json(apiErrorSchema, 'No such customer'),
      409: json(apiErrorSchema, 'More than the available balance'),
      ...refusals,
    },
  });
  app.openapi(withdraw, async (c) => {
    const body = c.req.valid('json');
    return c.json(await file(db, c, { kind: 'withdraw', body }, body.user_id), 201);
  });
}

export function walletRoutes({ db }: AppDeps) {
  const { app, route } = securedRouter('wallet');

  const list = route({
    method: 'get',
    path: '/',
    summary:
      'Balances (filter_note=balance), top-up requests (topup) or withdrawal requests (withdraw); search by name, NIK, phone or status',
    middleware: requireAbility('read'),
    request: { query: walletQuerySchema.extend(walletRequestViewFields).superRefine(checkRanges) },
    responses: { 200: json(listResponseSchema(walletItemSchema), 'A page, newest first'), ...refusals },
  });
  app.openapi(list, async (c) =>
    c.json(await listWallets(c.var.reader, c.req.valid('query'), scopeOf(c.var.auth)), 200),
  );

  const passbook = route({
    method: 'get',
    path: '/passbook',
    summary:
      "A customer's passbook (buku tabungan, by their user_id): every ledger movement of a period of Jakarta days (from, to; default this month) with opening, running and closing balances",
    middleware: requireAbility('read'),
    request: { query: passbookQuerySchema },
    responses: {
      200: json(passbookSchema, 'The passbook; its closing balance is the balance at the end of the period'),
      404: json(apiErrorSchema, 'No such customer, or not within reach'),
      ...refusals,
    },
  });
  app.openapi(passbook, async (c) => c.json(await readPassbook(db, c.req.valid('query'), scopeOf(c.var.auth)), 200));

  const topup = route({
    method: 'post',
    path: '/topup',
    summary: 'A customer asks to top up their wallet (nominal, and what they paid including any fee)',
    middleware: requireRole('customer'),
    request: jsonBody(topupRequestSchema),
    responses: { 201: json(created, 'Requested; pending'), ...refusals },
  });
  app.openapi(topup, async (c) => c.json(await file(db, c, { kind: 'topup', body: c.req.valid('json') }), 201));

  const withdraw = route({
    method: 'post',
    path: '/withdraw',
    summary: 'A customer asks to withdraw; never more than the available balance (pending withdrawals hold theirs)',
    middleware: requireRole('customer'),
    request: jsonBody(withdrawalRequestSchema),
    responses: {
      201: json(created, 'Requested; pending'),
      409: json(apiErrorSchema, 'More than the available balance'),
      ...refusals,
    },
  });
  app.openapi(withdraw, async (c) => c.json(await file(db, c, { kind: 'withdraw', body: c.req.valid('json') }), 201));

  counterRoutes(app, db);

  for (const kind of ['topup', 'withdraw'] as const satisfies WalletRequestKind[]) {
    for (const decision of ['accept', 'reject'] as const) {
      const operation = route({
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
      app.openapi(operation, async (c) => {
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
