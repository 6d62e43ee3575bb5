// A list screen's state lives in its URL (?page=2&search=budi): read it leniently, since
// anyone can type a URL. A bad page is page 1; the search is trimmed and cut at 255; a page
// size (?size=25) other than the offered ones is SPEC's 50.
import { MAX_TEXT, PAGE_SIZE, PAGE_SIZES } from './schemas/common';

export type ListParams = { page: number; search: string; size: number };
export type SearchParams = Record<string, string | string[] | undefined>;
/** What Next.js hands a list screen's page. */
export type ListPageProps = { searchParams: Promise<SearchParams> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function listParams(params: SearchParams): ListParams {
  const page = Number(first(params.page));
  const size = Number(first(params.size));
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    search: (first(params.search) ?? '').trim().slice(0, MAX_TEXT),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE,
  };
}

/** 1 … 4 5 6 … 31: the first and last pages, the current one and its neighbours. */
export function pageWindow(page: number, last: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1]! > 1 ? ['gap' as const, p] : [p]));
}
