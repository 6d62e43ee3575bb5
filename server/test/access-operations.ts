// The operations of the role × operation suite (server/routes/access-matrix.test.ts): for each
// published /strict operation, the ability it takes and a fresh request on rows inside ('in':
// parent bank 0, unit bank 0) or outside ('out') the scoped roles' reach.
import { expect } from 'vitest';
import type { Ability } from '../../lib/schemas/access';
import { bsuItemSchema } from '../../lib/schemas/bsus';
import { collectorListSchema } from '../../lib/schemas/collectors';
import { customerItemSchema } from '../../lib/schemas/customers';
import { trashItemSchema } from '../../lib/schemas/trash';
import { userItemSchema } from '../../lib/schemas/users';
import type { Call, FixtureApp, Reply } from './api';
import type { StaffCallers } from './access-api';
import {
  adminForm,
  adminFormOf,
  bsuForm,
  bsuFormOf,
  collectorForm,
  collectorFormOf,
  customerForm,
  customerFormOf,
  trashForm,
  trashFormOf,
} from './master-data';

type Where = 'in' | 'out';
type Request = { method: string; path: string; body?: unknown };
/** Builds a fresh request on rows inside ('in': parent bank 0, unit bank 0) or outside ('out') the scoped roles' reach. */
type Make = (where: Where) => Promise<Request>;
export type Entry = { ability: Ability | 'customer-app'; make: Make; listsOnly?: boolean };

const ok = (res: Reply, status = 2) => {
  expect(Math.floor(res.status / 100), JSON.stringify(res.body)).toBe(status);
  return res.body.data as never;
};

export function operations(ctx: FixtureApp, staff: () => StaffCallers): Record<string, Entry> {
  const admin: Call = (...args) => ctx.call(...args);
  const bsi = (w: Where) => ctx.fixtures.bsiIds[w === 'in' ? 0 : 1]!;
  const bsu = (w: Where) => ctx.fixtures.bsuIds[w === 'in' ? 0 : 3]!;
  const item = (w: Where) => ctx.fixtures.trashIds[w === 'in' ? 0 : 3]!;
  const operatorFormAt = (w: Where) => adminForm({ staff_role: 'bsu_operator', bsu_id: bsu(w), password: '' });
  const bsuFormAt = (w: Where) => bsuForm(bsi(w));
  const trashFormAt = (w: Where) => trashForm(bsi(w));
  const customerFormAt = (w: Where) => customerForm({ bsu_id: bsu(w) });
  const newOperator = async (w: Where) =>
    userItemSchema.parse(ok(await admin('POST', '/strict/user', operatorFormAt(w))));
  const newBsu = async (w: Where) => bsuItemSchema.parse(ok(await admin('POST', '/strict/bsu', bsuFormAt(w))));
  const newTrash = async (w: Where) => trashItemSchema.parse(ok(await admin('POST', '/strict/trash', trashFormAt(w))));
  const newCustomer = async (w: Where) =>
    customerItemSchema.parse(ok(await admin('POST', '/strict/customer', customerFormAt(w))));
  const pendingTransaction = async (w: Where) => {
    const customer = await newCustomer(w);
    const body = { bsuId: bsu(w), customerId: customer.id, lines: [{ trashId: item(w), qty: '1' }] };
    return (ok(await admin('POST', '/strict/transaction', body)) as { id: number }).id;
  };
  /** A customer of `w` with a balance: a top-up filed by the operator there (or the programme admin), confirmed by the treasurer. */
  const customerWithBalance = async (w: Where) => {
    const customer = await newCustomer(w);
    const filer = w === 'in' ? staff().bsu_operator : admin;
    const topup = { user_id: customer.user.id, amount: '100000', total: '100000' };
    const { id } = ok(await filer('POST', '/strict/wallet/topup/counter', topup)) as { id: number };
    ok(await staff().treasurer('PUT', `/strict/wallet/topup/accept/${id}`, {}));
    return customer;
  };
  const pendingRequest = async (w: Where, kind: 'topup' | 'withdraw') => {
    const customer = kind === 'withdraw' ? await customerWithBalance(w) : await newCustomer(w);
    const body =
      kind === 'topup'
        ? { user_id: customer.user.id, amount: '5000', total: '5000' }
        : {
            user_id: customer.user.id,
            amount: '5000',
            bank_name: 'BRI',
            account_number: '1234567890',
            cardholder_name: 'Dewi Lestari',
          };
    // Filed by the operator at unit bank 0 (or the programme admin outside it): every decider here is someone else.
    const filer = w === 'in' ? staff().bsu_operator : admin;
    return (ok(await filer('POST', `/strict/wallet/${kind}/counter`, body)) as { id: number }).id;
  };
  const read = (path: string, ability: Ability = 'read'): Entry => ({
    ability,
    listsOnly: true,
    make: async () => ({ method: 'GET', path }),
  });
  /** The bulk operations of a master-data resource (issue 17): the ids a view matches, one status for many. */
  const bulk = (path: string, ability: Ability, id: (w: Where) => Promise<number>): Record<string, Entry> => ({
    [`GET ${path}/ids`]: { ability, listsOnly: true, make: async () => ({ method: 'GET', path: `${path}/ids` }) },
    [`PATCH ${path}/status`]: {
      ability,
      make: async (w) => ({ method: 'PATCH', path: `${path}/status`, body: { id: [await id(w)], status: 'inactive' } }),
    },
  });
  /**
   * The four operations of a master-data resource at `path` that `ability` writes: list, create
   * from `form`, update a row `create` makes with `formOf` it, delete one by its `deleteId`.
   */
  const masterData = <R extends { id: number }>(
    path: string,
    ability: Ability,
    form: (w: Where) => unknown,
    create: (w: Where) => Promise<R>,
    formOf: (row: R) => unknown,
    deleteId: (row: R) => number,
  ): Record<string, Entry> => ({
    [`GET ${path}`]: read(path),
    [`POST ${path}`]: { ability, make: async (w) => ({ method: 'POST', path, body: form(w) }) },
    [`PUT ${path}/{id}`]: {
      ability,
      make: async (w) => {
        const row = await create(w);
        return { method: 'PUT', path: `${path}/${row.id}`, body: formOf(row) };
      },
    },
    [`DELETE ${path}`]: {
      ability,
      make: async (w) => ({ method: 'DELETE', path, body: { id: [deleteId(await create(w))] } }),
    },
    ...bulk(path, ability, async (w) => deleteId(await create(w))),
  });

  const entries: Record<string, Entry> = {
    'GET /strict/report/summary': read('/strict/report/summary'),
    'GET /strict/report/period': read('/strict/report/period?from=2025-01-01&to=2025-01-31'),
    'GET /strict/report/semester': read('/strict/report/semester?year=2025&half=1'),
    'GET /strict/report/monthly': read('/strict/report/monthly?from=2025-01-01&to=2025-03-31'),
    'GET /strict/user': {
      ability: 'user.manage',
      listsOnly: true,
      make: async () => ({ method: 'GET', path: '/strict/user' }),
    },
    'POST /strict/user': {
      ability: 'user.manage',
      make: async (w) => ({ method: 'POST', path: '/strict/user', body: operatorFormAt(w) }),
    },
    'PUT /strict/user/{id}': {
      ability: 'user.manage',
      make: async (w) => {
        const user = await newOperator(w);
        return { method: 'PUT', path: `/strict/user/${user.id}`, body: adminFormOf(user, { last_name: 'Diubah' }) };
      },
    },
    'DELETE /strict/user': {
      ability: 'user.manage',
      make: async (w) => ({ method: 'DELETE', path: '/strict/user', body: { id: [(await newOperator(w)).id] } }),
    },
    ...bulk('/strict/user', 'user.manage', async (w) => (await newOperator(w)).id),
    'POST /strict/user/{id}/password-link': {
      ability: 'user.manage',
      make: async (w) => ({ method: 'POST', path: `/strict/user/${(await newOperator(w)).id}/password-link` }),
    },
    'DELETE /strict/user/{id}/password-link': {
      ability: 'user.manage',
      make: async (w) => {
        const user = await newOperator(w);
        ok(await admin('POST', `/strict/user/${user.id}/password-link`));
        return { method: 'DELETE', path: `/strict/user/${user.id}/password-link` };
      },
    },
    'GET /strict/collector': read('/strict/collector'),
    'POST /strict/collector': {
      ability: 'bsi.write',
      make: async () => ({ method: 'POST', path: '/strict/collector', body: collectorForm() }),
    },
    'PUT /strict/collector/{id}': {
      ability: 'bsi.write',
      make: async (w) => {
        const page = collectorListSchema.parse((await admin('GET', '/strict/collector?per_page=50')).body);
        const bank = page.items.find((b) => b.id === bsi(w))!;
        return { method: 'PUT', path: `/strict/collector/${bank.id}`, body: collectorFormOf(bank) };
      },
    },
    'DELETE /strict/collector': {
      ability: 'bsi.write',
      make: async () => {
        const bank = ok(await admin('POST', '/strict/collector', collectorForm())) as { user_id: number };
        return { method: 'DELETE', path: '/strict/collector', body: { id: [bank.user_id] } };
      },
    },
    ...bulk('/strict/collector', 'bsi.write', async (w) => {
      const page = collectorListSchema.parse((await admin('GET', '/strict/collector?per_page=50')).body);
      return page.items.find((b) => b.id === bsi(w))!.user_id;
    }),
    ...masterData('/strict/bsu', 'bank.write', bsuFormAt, newBsu, bsuFormOf, (bank) => bank.user_id),
    ...masterData('/strict/trash', 'bank.write', trashFormAt, newTrash, trashFormOf, (item) => item.id),
    ...masterData(
      '/strict/customer',
      'customer.write',
      customerFormAt,
      newCustomer,
      (customer) => customerFormOf(customer, { address: 'Jl. Baru No. 9' }),
      (customer) => customer.user.id,
    ),
    'GET /strict/transaction': read('/strict/transaction'),
    'GET /strict/export/transaction': read('/strict/export/transaction?format=csv'),
    'GET /strict/export/user': {
      ability: 'user.manage',
      listsOnly: true,
      make: async () => ({ method: 'GET', path: '/strict/export/user?format=csv&sort=name' }),
    },
    'GET /strict/export/topup': read('/strict/export/topup?format=csv'),
    // The audit trail (issue 18): the programme admin's alone.
    'GET /strict/audit': read('/strict/audit', 'audit.read'),
    'GET /strict/audit/people': read('/strict/audit/people?search=admin', 'audit.read'),
    'GET /strict/export/audit': read('/strict/export/audit?format=xlsx', 'audit.read'),
    'GET /strict/export/withdraw': read('/strict/export/withdraw?format=xlsx'),
    'GET /strict/export/customer': read('/strict/export/customer?format=csv&sort=name'),
    'GET /strict/export/collector': read('/strict/export/collector?format=csv&sort=code'),
    'GET /strict/export/bsu': read('/strict/export/bsu?format=xlsx&sort=-name'),
    'GET /strict/export/trash': read('/strict/export/trash?format=csv&sort=-stock'),
    'GET /strict/export/report': read('/strict/export/report?from=2025-01-01&to=2025-01-31&format=xlsx'),
    'GET /strict/export/semester': read('/strict/export/semester?year=2025&half=1&format=xlsx'),
    'GET /strict/transaction/details': {
      ability: 'read',
      make: async (w) => ({ method: 'GET', path: `/strict/transaction/details?id=${await pendingTransaction(w)}` }),
    },
    'POST /strict/transaction': {
      ability: 'transaction.write',
      make: async (w) => ({
        method: 'POST',
        path: '/strict/transaction',
        body: { bsuId: bsu(w), customerId: (await newCustomer(w)).id, lines: [{ trashId: item(w), qty: '2' }] },
      }),
    },
    'PUT /strict/transaction/settle/{id}': {
      ability: 'transaction.write',
      make: async (w) => ({ method: 'PUT', path: `/strict/transaction/settle/${await pendingTransaction(w)}` }),
    },
    'PUT /strict/transaction/cancel/{id}': {
      ability: 'transaction.write',
      make: async (w) => ({ method: 'PUT', path: `/strict/transaction/cancel/${await pendingTransaction(w)}` }),
    },
    'GET /strict/wallet': read('/strict/wallet?filter_note=topup'),
    // A customer's passbook (issue 18): in reach, or 404 for a customer of another bank.
    'GET /strict/wallet/passbook': {
      ability: 'read',
      make: async (w) => ({ method: 'GET', path: `/strict/wallet/passbook?user_id=${(await newCustomer(w)).user.id}` }),
    },
    'GET /strict/export/passbook': {
      ability: 'read',
      make: async (w) => ({
        method: 'GET',
        path: `/strict/export/passbook?format=xlsx&user_id=${(await newCustomer(w)).user.id}`,
      }),
    },
    // The field app's own requests: a customer asks for themselves; no back-office role may.
    'POST /strict/wallet/topup': {
      ability: 'customer-app',
      make: async () => ({ method: 'POST', path: '/strict/wallet/topup', body: { amount: '5000', total: '5000' } }),
    },
    'POST /strict/wallet/withdraw': {
      ability: 'customer-app',
      make: async () => ({
        method: 'POST',
        path: '/strict/wallet/withdraw',
        body: { amount: '5000', bank_name: 'BRI', account_number: '1234567890', cardholder_name: 'Dewi' },
      }),
    },
    'POST /strict/wallet/topup/counter': {
      ability: 'wallet.request',
      make: async (w) => ({
        method: 'POST',
        path: '/strict/wallet/topup/counter',
        body: { user_id: (await newCustomer(w)).user.id, amount: '5000', total: '5000' },
      }),
    },
    'POST /strict/wallet/withdraw/counter': {
      ability: 'wallet.request',
      make: async (w) => ({
        method: 'POST',
        path: '/strict/wallet/withdraw/counter',
        body: {
          user_id: (await customerWithBalance(w)).user.id,
          amount: '5000',
          bank_name: 'BRI',
          account_number: '1234567890',
          cardholder_name: 'Dewi Lestari',
        },
      }),
    },
  };
  for (const kind of ['topup', 'withdraw'] as const)
    for (const decision of ['accept', 'reject'] as const)
      entries[`PUT /strict/wallet/${kind}/${decision}/{id}`] = {
        ability: 'wallet.decide',
        make: async (w) => ({
          method: 'PUT',
          path: `/strict/wallet/${kind}/${decision}/${await pendingRequest(w, kind)}`,
          body: {},
        }),
      };
  return entries;
}
