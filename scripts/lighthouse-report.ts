// `npm run lighthouse`'s report: each route's figures out of Lighthouse's result, and the table
// the run prints and keeps (scripts/lighthouse.ts).
import type { Result } from 'lighthouse';

export type Summary = {
  route: string;
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  fcpSeconds: number;
  /** The main thread's work while Lighthouse watched (script, style, layout, paint, parsing): what a phone spends on the page. */
  mainThreadSeconds: number;
  /** Lighthouse's measure of the CPU during this route (higher is faster): a low one means something else was busy. */
  benchmarkIndex: number;
  /** Audits that cost points (score < 0.9, weighted in a category), the costliest first. */
  failing: { id: string; score: number; cost: number }[];
};

/** The metrics by the names the table uses; every other audit by its id. */
const short: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

export function summarise(route: string, lhr: Result): Summary {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  // What each audit takes off its category's score, in points of 100: the same audit may
  // weigh in two categories, and the costlier one ranks it.
  const costs = new Map<string, { id: string; score: number; cost: number }>();
  for (const category of Object.values(lhr.categories)) {
    const total = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    for (const ref of category.auditRefs) {
      const s = lhr.audits[ref.id]?.score;
      if (ref.weight <= 0 || s === null || s === undefined || s >= 0.9) continue;
      const cost = (100 * ref.weight * (1 - s)) / total;
      if (cost > (costs.get(ref.id)?.cost ?? -1)) costs.set(ref.id, { id: ref.id, score: s, cost });
    }
  }
  return {
    route,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpSeconds: Number((value('largest-contentful-paint') / 1000).toFixed(2)),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    fcpSeconds: Number((value('first-contentful-paint') / 1000).toFixed(2)),
    mainThreadSeconds: Number((value('mainthread-work-breakdown') / 1000).toFixed(2)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: [...costs.values()]
      .sort((a, b) => b.cost - a.cost)
      .map((f) => ({ ...f, score: Number(f.score.toFixed(2)), cost: Number(f.cost.toFixed(1)) })),
  };
}

export function table(rows: Summary[]): string {
  const shown = (n: number | null) => (n === null ? '–' : String(n));
  const failing = (f: Summary['failing']) =>
    [...f.slice(0, 5).map((a) => short[a.id] ?? a.id), ...(f.length > 5 ? [`+${f.length - 5}`] : [])].join(', ');
  return [
    '| route | performance | accessibility | best practices | LCP s | TBT ms | CLS | FCP s | main thread s | failing audits |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${shown(r.performance)} | ${shown(r.accessibility)} | ${shown(r.bestPractices)} | ${r.lcpSeconds.toFixed(1)} | ${r.tbtMs} | ${r.cls.toFixed(3)} | ${r.fcpSeconds.toFixed(1)} | ${r.mainThreadSeconds.toFixed(1)} | ${failing(r.failing)} |`,
    ),
  ].join('\n');
}
