// Six months of demo activity, replayed in time order through the same domain functions the
// API uses: deposits and pickups are recorded and settled (so stock moves and wallets are
// credited through the ledger), then top-ups and withdrawals are requested and decided.
import type { Tx } from '../db/client';
import { formatMoney, formatQty, parseMoney } from '../../lib/schemas/money';
import { cancelTransaction, recordTransaction, settleTransaction } from '../domain/transactions';
import { acceptRequest, availableBalance, rejectRequest, requestTopup, requestWithdrawal } from '../domain/wallets';
import * as data from './demo-data';

export type DemoBsu = { id: number; userId: number; collectorId: number; city: number };
export type DemoTrash = {
  id: number;
  collectorId: number;
  bsuId: number | null;
  unit: 'kg' | 'pcs';
  qty: readonly [number, number, number];
  weight: number;
};
export type DemoCustomer = { id: number; walletId: number; bsu: number; fullName: string; active: boolean };
export type ActivityCounts = { transactions: number; topups: number; withdrawals: number };

export const DEMO_ACTIVITY = {
  days: 180,
  deposits: 250,
  pickupEveryDays: [28, 42],
  recentDays: 4,
  topups: { accepted: 12, rejected: 2, pending: 8 },
  withdrawals: { accepted: 10, rejected: 2, pending: 8 },
} as const;

const DAY_MS = 86_400_000;

type Event = { at: Date; daysAgo: number; bsu: number; customer?: DemoCustomer };

/**
 * 08:00–17:00 WIB (UTC+7) on a day before today: never in the future, and the order of
 * events (which decides what a pickup finds on the shelves) does not depend on the clock.
 */
function businessTime(rnd: data.Random, now: Date, daysAgo: number): Date {
  const midnightUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnightUtc - (daysAgo + 1) * DAY_MS + rnd.int(60, 600) * 60_000);
}

function pickWeighted(rnd: data.Random, items: DemoTrash[]): DemoTrash {
  let ticket = rnd.next() * items.reduce((sum, item) => sum + item.weight, 0);
  for (const item of items) if ((ticket -= item.weight) < 0) return item;
  return items[items.length - 1]!;
}

/** A deposit quantity in thousandths, on the item's usual scale step (0.1 kg, 1 pcs …). */
function depositQty(rnd: data.Random, [min, max, step]: readonly [number, number, number]): bigint {
  return BigInt(min + step * rnd.int(0, Math.floor((max - min) / step)));
}

export async function seedActivity(
  tx: Tx,
  rnd: data.Random,
  ctx: { units: DemoBsu[]; items: DemoTrash[]; members: DemoCustomer[]; actorUserId: number | null; now: Date },
): Promise<ActivityCounts> {
  const active = ctx.members.filter((m) => m.active);
  const catalogue = ctx.units.map((u) =>
    ctx.items.filter((i) => i.collectorId === u.collectorId && (i.bsuId === null || i.bsuId === u.id)),
  );

  const events: Event[] = [];
  for (let n = 0; n < DEMO_ACTIVITY.deposits; n++) {
    const customer = rnd.pick(active);
    const daysAgo = rnd.int(0, DEMO_ACTIVITY.days - 1);
    events.push({ at: businessTime(rnd, ctx.now, daysAgo), daysAgo, bsu: customer.bsu, customer });
  }
  for (const [bsu] of ctx.units.entries()) {
    const [min, max] = DEMO_ACTIVITY.pickupEveryDays;
    for (let daysAgo = DEMO_ACTIVITY.days - rnd.int(20, 40); daysAgo >= 0; daysAgo -= rnd.int(min, max)) {
      events.push({ at: businessTime(rnd, ctx.now, daysAgo), daysAgo, bsu });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  // Stock as settled so far, so a pickup never asks for more than the shelves hold.
  const stock = new Map<number, bigint>(ctx.items.map((i) => [i.id, 0n]));
  let transactions = 0;
  for (const event of events) {
    const unit = ctx.units[event.bsu]!;
    const lines: { item: DemoTrash; qty: bigint }[] = [];
    if (event.customer) {
      const count = rnd.int(1, 4);
      for (let tries = 0; lines.length < count && tries < 12; tries++) {
        const item = pickWeighted(rnd, catalogue[event.bsu]!);
        if (!lines.some((l) => l.item.id === item.id)) lines.push({ item, qty: depositQty(rnd, item.qty) });
      }
    } else {
      const stocked = catalogue[event.bsu]!.filter((i) => stock.get(i.id)! >= 1000n).sort((a, b) =>
        Number(stock.get(b.id)! - stock.get(a.id)!),
      );
      for (const item of stocked.slice(0, rnd.int(1, 4))) {
        const step = item.unit === 'pcs' ? 1000n : 100n;
        const qty = ((stock.get(item.id)! * BigInt(rnd.int(60, 90))) / 100n / step) * step;
        if (qty > 0n) lines.push({ item, qty });
      }
      if (lines.length === 0) continue;
    }
    const { id } = await recordTransaction(tx, {
      bsuId: unit.id,
      ...(event.customer ? { customerId: event.customer.id } : { collectorId: unit.collectorId }),
      lines: lines.map((l) => ({ trashId: l.item.id, qty: formatQty(l.qty) })),
      createdBy: unit.userId,
      createdOn: event.at,
    });
    transactions++;
    const recent = event.daysAgo <= DEMO_ACTIVITY.recentDays;
    const roll = rnd.next();
    if (recent ? roll < 0.6 : event.customer && roll < 0.02) continue;
    if (!recent && event.customer && roll < 0.05) {
      await cancelTransaction(tx, id, ctx.actorUserId);
      continue;
    }
    await settleTransaction(tx, id, ctx.actorUserId);
    for (const l of lines) stock.set(l.item.id, stock.get(l.item.id)! + (event.customer ? l.qty : -l.qty));
  }

  const decide = async (
    id: number,
    kind: 'topup' | 'withdraw',
    n: number,
    plan: { accepted: number; rejected: number },
  ) => {
    if (n < plan.accepted) await acceptRequest(tx, { id, kind, actorUserId: ctx.actorUserId });
    else if (n < plan.accepted + plan.rejected) {
      const reason = kind === 'topup' ? data.REJECT_TOPUP_REASON : data.REJECT_WITHDRAW_REASON;
      await rejectRequest(tx, { id, kind, reason, actorUserId: ctx.actorUserId });
    }
  };

  const topupPlan = DEMO_ACTIVITY.topups;
  const topups = topupPlan.accepted + topupPlan.rejected + topupPlan.pending;
  for (let n = 0; n < topups; n++) {
    const amount = rnd.pick(data.TOPUP_NOMINALS);
    const total = formatMoney(parseMoney(amount) + parseMoney(data.TOPUP_FEE));
    const { id } = await requestTopup(tx, { walletId: rnd.pick(active).walletId, amount, total });
    await decide(id, 'topup', n, topupPlan);
  }

  // Withdrawals only by customers whose available balance covers them, at most one each.
  const withdrawalPlan = DEMO_ACTIVITY.withdrawals;
  const wanted = withdrawalPlan.accepted + withdrawalPlan.rejected + withdrawalPlan.pending;
  let withdrawals = 0;
  for (const member of rnd.shuffle(active)) {
    if (withdrawals === wanted) break;
    const available = parseMoney(await availableBalance(tx, member.walletId));
    const step = parseMoney('5000');
    const cents = ((available * BigInt(rnd.int(30, 80))) / 100n / step) * step;
    if (cents < parseMoney('10000')) continue;
    const bank = rnd.pick(data.BANKS);
    const { id } = await requestWithdrawal(tx, {
      walletId: member.walletId,
      amount: formatMoney(cents),
      bankName: bank.name,
      accountNumber: `${rnd.int(1, 9)}${rnd.digits(bank.digits - 1)}`,
      cardholderName: member.fullName.toUpperCase(),
    });
    await decide(id, 'withdraw', withdrawals, withdrawalPlan);
    withdrawals++;
  }
  return { transactions, topups, withdrawals };
}
