// `npm run audit`, the first step of `npm test`: the production dependencies against the
// registry's advisories. Fails on any high or critical advisory. A registry that does not
// answer audit requests (some mirrors refuse them with 405) cannot be checked: that is said
// plainly and, unless AUDIT_REQUIRED=1, does not fail the build.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING = ['high', 'critical'];

type Report = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { name: string; severity: string }>;
  statusCode?: number;
  message?: string;
};
export type Verdict = { ok: boolean; checked: boolean; text: string };

/** What an `npm audit --json` report means for the build. */
export function verdict(report: Report | null): Verdict {
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
    const names = Object.values(report?.vulnerabilities ?? {})
      .filter((v) => BLOCKING.includes(v.severity))
      .map((v) => `${v.name} (${v.severity})`);
    return blocking > 0
      ? { ok: false, checked: true, text: `${blocking} high or critical advisories: ${names.join(', ')}` }
      : {
          ok: true,
          checked: true,
          text: `no high or critical advisory (${counts.total ?? 0} in all, of lower severity)`,
        };
  }
  const reason = report?.statusCode
    ? `the registry answered ${report.statusCode} to the audit request`
    : (report?.message ?? 'no audit report');
  return { ok: false, checked: false, text: `dependencies not checked: ${reason}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  let report: Report | null;
  try {
    report = JSON.parse(run.stdout) as Report;
  } catch {
    report = { message: (run.stderr || 'npm audit printed no report').trim().split('\n').pop() };
  }
  const result = verdict(report);
  if (result.checked) {
    console.log(`[audit] ${result.text}`);
    process.exit(result.ok ? 0 : 1);
  }
  const required = process.env.AUDIT_REQUIRED === '1';
  console.warn(
    `[audit] ${required ? 'ERROR' : 'WARNING'}: ${result.text}${required ? '' : ' (set AUDIT_REQUIRED=1 to fail on this)'}`,
  );
  process.exit(required ? 1 : 0);
}
