// What the role and scope suites share (issue 16): one account of each back-office role, scoped
// the way a programme is run, and a caller for each. In the fixtures parent bank 0 holds unit
// banks 0–2 and parent bank 1 holds unit banks 3–5; customer 0 banks at unit bank 0, customer 1
// at unit bank 3, customer 2 nowhere yet.
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../lib/schemas/access';
import { startFamily } from '../auth/tokens';
import { customers } from '../db/schema';
import { caller, type Call, type FixtureApp } from './api';
import { testEnv } from './databases';
import { insertUser } from './fixtures';

export type StaffCallers = Record<StaffRole, Call> & { ids: Record<StaffRole, number> };

let sequence = 0;

/** A signed-in back-office account of `role`, scoped to parent bank `collectorId` or unit bank `bsuId`. */
export async function staffCaller(ctx: FixtureApp, role: StaffRole, scope: { collectorId?: number; bsuId?: number }) {
  const id = await insertUser(ctx.db, {
    firstName: `Petugas ${role} ${++sequence}`,
    email: `petugas.${role}.${sequence}@test.id`,
    role: 'admin',
    staff: { role, ...scope },
  });
  const { accessToken } = await startFamily(ctx.db, testEnv(), { id, role: 'admin' });
  return { id, token: accessToken, call: caller(ctx.app, accessToken) };
}

/**
 * The five roles: the programme admin of the fixtures; a BSI admin and a viewer of parent bank 0;
 * an operator at unit bank 0; a programme-wide treasurer.
 */
export async function staffCallers(ctx: FixtureApp): Promise<StaffCallers> {
  const [bsi0] = ctx.fixtures.bsiIds;
  const [bsu0] = ctx.fixtures.bsuIds;
  await ctx.db.update(customers).set({ bsuId: bsu0 }).where(eq(customers.id, ctx.fixtures.customerIds[0]!));
  await ctx.db
    .update(customers)
    .set({ bsuId: ctx.fixtures.bsuIds[3] })
    .where(eq(customers.id, ctx.fixtures.customerIds[1]!));
  const bsiAdmin = await staffCaller(ctx, 'bsi_admin', { collectorId: bsi0 });
  const operator = await staffCaller(ctx, 'bsu_operator', { bsuId: bsu0 });
  const treasurer = await staffCaller(ctx, 'treasurer', {});
  const viewer = await staffCaller(ctx, 'viewer', { collectorId: bsi0 });
  return {
    programme: ctx.call,
    bsi_admin: bsiAdmin.call,
    bsu_operator: operator.call,
    treasurer: treasurer.call,
    viewer: viewer.call,
    ids: {
      programme: ctx.fixtures.adminId,
      bsi_admin: bsiAdmin.id,
      bsu_operator: operator.id,
      treasurer: treasurer.id,
      viewer: viewer.id,
    },
  };
}
