// One of `npm run bench`'s measures (scripts/bench.ts): a whole list downloaded through the BFF.
import { rssOf } from './product';

/**
 * One download read to its end: time to the first byte, rows per second (lines of the CSV, rows
 * of the sheet: the list's total), and how far the server's RSS rose above where it started.
 */
export async function download(
  url: string,
  { format, headers, pid, rows }: { format: string; headers: Record<string, string>; pid: number; rows: number },
) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`export ${format} answered ${res.status}`);
  const reader = res.body.getReader();
  let firstByteMs: number | undefined;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.byteLength;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const result = {
    format,
    rows,
    seconds: Number(seconds.toFixed(1)),
    rowsPerSecond: Math.round(rows / seconds),
    firstByteMs: Math.round(firstByteMs ?? 0),
    megabytes: Number((bytes / 2 ** 20).toFixed(1)),
    rssGrowthMb: Math.round((peak - before) / 2 ** 20),
  };
  console.log(`[bench] export ${JSON.stringify(result)}`);
  return result;
}
