// A list's view in its URL (issue 17): filters and sort (?status=pending&from=2026-10-01&sort=-amount),
// read with the same schema the API validates with. Anyone can type a URL: a part that does
// not hold is left out and named (its message key), the rest still applies.
import type { z } from 'zod';
import type { SearchParams } from './list-query';

export type ViewProblem = { field: string; key: string };
export type ReadView<T> = {
  view: Partial<T>;
  /** The parts that hold, as the URL wrote them: for the API call, paging links, chips and exports. */
  kept: Record<string, string>;
  problems: ViewProblem[];
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readView<S extends z.ZodType<object>>(
  raw: SearchParams,
  names: readonly string[],
  schema: S,
): ReadView<z.infer<S>> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = first(raw[name])?.trim();
    if (value) kept[name] = value.slice(0, 64);
  }
  const problems: ViewProblem[] = [];
  for (;;) {
    const parsed = schema.safeParse(kept);
    if (parsed.success) return { view: parsed.data as Partial<z.infer<S>>, kept, problems };
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    problems.push({ field, key: issue.message });
    if (!(field in kept)) return { view: {}, kept: {}, problems };
    delete kept[field];
  }
}

/** The URL of `basePath` with `params` (empty ones left out). */
export function hrefOf(basePath: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${basePath}?${query}` : basePath;
}
