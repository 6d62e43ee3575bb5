// What a list view (issue 17) must show, worked out in plain code over rows read straight from
// the table: the oracle of the transaction and wallet view suites.
import { compareMoney } from '../../lib/schemas/money';

export type ViewRow = { id: number; status: string; created: Date; amount: string };
export type View = Record<string, string>;

const JAKARTA = 7 * 3_600_000;
/** The Jakarta day an instant falls on. */
export const dayOf = (at: Date) => new Date(at.getTime() + JAKARTA).toISOString().slice(0, 10);

/** The ids of `rows` the view shows, in its order (`defaultSort` when it names none), by status, days and amounts. */
export function viewed<R extends ViewRow>(
  rows: R[],
  view: View,
  defaultSort: string,
  more: (row: R) => boolean = () => true,
): number[] {
  const sort = view.sort ?? defaultSort;
  const cmp = (a: R, b: R) =>
    (sort.endsWith('amount') ? compareMoney(a.amount, b.amount) : a.created.getTime() - b.created.getTime()) ||
    a.id - b.id;
  return rows
    .filter((r) => !view.status || r.status === view.status)
    .filter((r) => !view.from || dayOf(r.created) >= view.from)
    .filter((r) => !view.to || dayOf(r.created) <= view.to)
    .filter((r) => !view.min || compareMoney(r.amount, view.min) >= 0)
    .filter((r) => !view.max || compareMoney(r.amount, view.max) <= 0)
    .filter(more)
    .sort((a, b) => (sort.startsWith('-') ? -cmp(a, b) : cmp(a, b)))
    .map((r) => r.id);
}
