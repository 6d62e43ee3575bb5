// The big steps of `npm run bench:data`, a million rows per statement (each its own transaction),
// so the database never holds one huge transaction and the console shows how far along it is.
const CHUNK = 1_000_000;

/** `work` over [first, last] in chunks of CHUNK, with a progress line after each. */
export async function inChunks(
  label: string,
  first: number,
  last: number,
  work: (lo: number, hi: number) => Promise<unknown>,
) {
  const t0 = performance.now();
  for (let lo = first; lo <= last; lo += CHUNK) {
    const hi = Math.min(last, lo + CHUNK - 1);
    await work(lo, hi);
    if (last - first >= CHUNK) {
      const done = hi - first + 1;
      const total = last - first + 1;
      console.log(
        `[bench:data]   ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((100 * done) / total)}%, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
  }
}
