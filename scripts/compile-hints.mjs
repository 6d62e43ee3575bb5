// The browser's scripts carry V8's explicit compile hint, written by scripts/build.mjs into
// .next/static/chunks before the standalone server copies them (issue 19).
//
// V8 compiles a function only when it is first called, on the main thread, unless the file asks
// otherwise. Nearly every function in our chunks is a module factory or a component that runs while
// the page starts: Turbopack's module factories, React, the shell. Compiled lazily, they made
// about half of each long task of a page's start on a slowed phone (Chromium CPU profile,
// /edit-profile at 4× slowdown: 210 of 523 samples in the runtime's module instantiation).
// `//# allFunctionsCalledOnLoad` on a file's first line makes V8 compile all of its functions at
// once, while the script streams in, on a background thread (https://v8.dev/blog/explicit-compile-hints;
// Chromium 136 and later, ignored as a plain comment elsewhere).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller chunks stay unmarked. Each hint is about 20 bytes on the wire for every page that loads
 * the chunk (e2e/budgets.spec.ts weighs them), and a list stands at 119.98 of its 120 kB. Marking
 * from 8 kB as well (Turbopack's runtime, the layout router, the shell) took `/dashboard`'s
 * blocking time from 58 to 31 ms at 4× slowdown, but put the lists over their budget.
 */
export const HINTED_FROM_BYTES = 16 * 1024;

/** Prepends the hint to every script under `dir` from HINTED_FROM_BYTES up; idempotent. */
export function markCompileHints(dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, name);
    if (!name.endsWith('.js') || statSync(file).size < HINTED_FROM_BYTES) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + text);
  }
}
