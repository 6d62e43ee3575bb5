/** V8's explicit compile hint, the first line of each large browser script. */
export const COMPILE_HINT: string;
/** Scripts from this size up carry the hint. */
export const HINTED_FROM_BYTES: number;
/** Prepends the hint to every large script under `dir`; idempotent. */
export function markCompileHints(dir: string): void;
