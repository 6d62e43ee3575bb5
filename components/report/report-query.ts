// The report's state in its URL (issue 18): ?from=&to= (Jakarta days; this month to date when
// the URL names none) and the bank, ?bsi= or ?bsu=; and the links from its figures to the lists
// that hold the rows they count, filtered as far as each list can.
import type { PeriodReportParams } from '@/lib/api/report';
import type { SearchParams } from '@/lib/list-query';
import { hrefOf } from '@/lib/list-view';
import type { PeriodReport } from '@/lib/schemas/period-report';
import { periodRanges } from '@/lib/shared/periods';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * What the API is asked (the days as written: it says what is wrong with them) and the banks as
 * the URL holds them. A unit bank chosen is the report's scope, whichever parent bank is chosen too.
 */
export function readReportQuery(raw: SearchParams, now: Date) {
  const [from, to, bsi, bsu] = (['from', 'to', 'bsi', 'bsu'] as const).map((name) => first(raw[name]));
  const period = from || to ? { from: from ?? '', to: to ?? '' } : periodRanges(now).thisMonth;
  const query: PeriodReportParams = { ...period, ...(bsu ? { bsu } : bsi ? { bsi } : {}) };
  const banks = { ...(bsi ? { bsi } : {}), ...(bsu ? { bsu } : {}) };
  return { query, banks, exportError: first(raw.exportError) };
}

/** The viewer's own bank (issue 16): none for the whole programme. */
export type Viewer = { collectorId: number | null; bsuId: number | null };

/** The list filter naming the report's bank: the lists filter by bsi and bsu as the report does. */
const bankOf = (scope: PeriodReport['scope']): Record<string, string> =>
  scope.kind === 'programme' || scope.id === null ? {} : { [scope.kind]: String(scope.id) };

export function figureLinks(report: PeriodReport, viewer: Viewer) {
  const { from, to } = report.period;
  const { scope } = report;
  const bank = bankOf(scope);
  // The customer list filters by unit bank only: a parent bank's customers are a list only for its own staff.
  const ownBsi = scope.kind === 'bsi' && viewer.bsuId === null && viewer.collectorId === scope.id;
  const customers = scope.kind !== 'bsi' || ownBsi ? hrefOf('/customer', scope.kind === 'bsu' ? bank : {}) : undefined;
  // A waste item belongs to a parent bank (or one of its units): the list's bsu filter means the unit's own items.
  const items = scope.kind === 'bsi' ? bank : {};
  return {
    transactions: hrefOf('/transaction', { status: 'settlement', from, to, ...bank }),
    topups: hrefOf('/topup', { status: 'accepted', from, to, ...bank }),
    withdrawals: hrefOf('/withdrawal', { status: 'accepted', from, to, ...bank }),
    customers,
    item: (name: string) => hrefOf('/trash', { search: name, ...items }),
    category: (category: string) => hrefOf('/trash', { category, ...items }),
    /** A ranked unit bank's own report, for the same days. */
    unit: (id: number) => hrefOf('/report', { from, to, ...(scope.kind === 'bsi' ? bank : {}), bsu: String(id) }),
  };
}
export type FigureLinks = ReturnType<typeof figureLinks>;
