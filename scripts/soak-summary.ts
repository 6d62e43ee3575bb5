// The printed summary of `npm run soak` (scripts/soak.ts).
import type { Run } from './soak-load';

/** The crash tests' and the soak's figures as Markdown tables. */
export function soakSummary(report: Record<string, unknown>, writes: number, seconds: number) {
  type Crash = {
    database: string;
    skipped?: string;
    sent: number;
    acknowledged: number;
    kill: { inFlight: number };
    lostInFlight: number;
    missingAfterRestart: number;
    brokenInvariants: object;
    restartSeconds: number;
  };
  const crash = report.crash as Crash[];
  const lines = [
    `| crash test (${writes} writes) | sent | acknowledged | in flight at SIGKILL | lost (unacknowledged) | acknowledged missing after restart | invariants broken | restart s |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...crash.map((c) =>
      c.skipped
        ? `| ${c.database} | skipped: ${c.skipped} |  |  |  |  |  |  |`
        : `| ${c.database} | ${c.sent} | ${c.acknowledged} | ${c.kill.inFlight} | ${c.lostInFlight} | ${c.missingAfterRestart} | ${Object.keys(c.brokenInvariants).length} | ${c.restartSeconds} |`,
    ),
  ];
  const s = report.soak as
    | {
        database: string;
        runs: Record<string, Run>;
        rss: { startMb: number; peakMb: number; endMb: number };
        webConnections: number;
        fieldConnections: number;
      }
    | undefined;
  if (s) {
    lines.push(
      '',
      `| soak (${s.database}, ${seconds} s) | connections | requests | req/s | p50 ms | p97.5 ms | p99 ms | errors | non-2xx |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...Object.entries(s.runs).map(
        ([via, r]) =>
          `| ${via} | ${via === 'browser' ? s.webConnections : s.fieldConnections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      ),
      '',
      `Server RSS: start ${s.rss.startMb} MB, peak ${s.rss.peakMb} MB, end ${s.rss.endMb} MB`,
    );
  }
  return lines.join('\n');
}
