// `npm run bench:compare -- A.json B.json`: two runs of `npm run bench` (bench-results/*.json)
// side by side, case by case, with B's p50 over A's: how a case grows from one dataset to
// another (issue 20: the 1M set against the 10M one), or from one commit to the next.
import { readFileSync } from 'node:fs';

type Row = { case: string; via: string; p50: number; p975: number; p99: number; rps: number; errors: number };
type Export = {
  format: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  firstByteMs: number;
  rssGrowthMb: number;
};
type Report = { rows: Row[]; notes?: { dataset?: { transactions?: number }; exports?: Export[] } };

const [a, b] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Report);
if (!a || !b) {
  console.error('usage: npm run bench:compare -- A.json B.json');
  process.exit(2);
}
const size = (r: Report) => r.notes?.dataset?.transactions?.toLocaleString('en') ?? '?';
const key = (r: Row) => `${r.case}\u0000${r.via}`;
const before = new Map(a.rows.map((r) => [key(r), r]));
const cell = (r: Row | undefined) => (r ? `${r.p50} / ${r.p99} / ${r.rps}` : '—');
console.log(`| case | via | A: ${size(a)} p50 / p99 ms / req/s | B: ${size(b)} p50 / p99 ms / req/s | B ÷ A p50 |`);
console.log('|---|---|---:|---:|---:|');
for (const row of b.rows) {
  const old = before.get(key(row));
  const ratio = old && old.p50 > 0 ? (row.p50 / old.p50).toFixed(2) : '';
  console.log(`| ${row.case} | ${row.via} | ${cell(old)} | ${cell(row)} | ${ratio} |`);
}
// The downloads of the whole transaction list: rows per second, first byte, server memory growth.
const exported = (e: Export | undefined) =>
  e
    ? `${e.rows.toLocaleString('en')} rows, ${e.seconds} s, ${e.rowsPerSecond.toLocaleString('en')}/s, first byte ${e.firstByteMs} ms, RSS +${e.rssGrowthMb} MB`
    : '—';
for (const e of b.notes?.exports ?? []) {
  const old = a.notes?.exports?.find((x) => x.format === e.format);
  const ratio = old ? (e.seconds / old.seconds).toFixed(2) : '';
  console.log(`| export, ${e.format} | BFF | ${exported(old)} | ${exported(e)} | ${ratio} (time) |`);
}
