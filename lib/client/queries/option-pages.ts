import { infiniteQueryOptions } from '@tanstack/react-query';
import type { OptionPage } from '../options';

/** A combobox's option list: pages of 50, the next page while the last one said there is more. */
export const optionPagesQuery = (queryKey: readonly unknown[], load: (page: number) => Promise<OptionPage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: OptionPage, pages: OptionPage[]) => (last.hasMore ? pages.length + 1 : undefined),
  });

/** What a combobox is given: its option list for the text typed so far. */
export type OptionPagesQuery = (search: string) => ReturnType<typeof optionPagesQuery>;
