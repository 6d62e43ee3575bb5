// Option pages for the comboboxes, fetched through the BFF (50 a page, SPEC §9).
import type { ListResponse } from '@/lib/schemas/common';
import { PAGE_SIZE } from '@/lib/schemas/common';
import type { CollectorItem } from '@/lib/schemas/collectors';
import type { RegionItem, RegionLevel } from '@/lib/schemas/region';
import { regionParentParam } from '@/lib/schemas/region';
import { bff } from './bff-fetch';

/** What a combobox lists: a value and the label shown for it. */
export type Option = { value: string; label: string };
export type OptionPage = { items: Option[]; hasMore: boolean };

export async function regionOptions(
  level: RegionLevel,
  parentId: string | null,
  search: string,
  page: number,
): Promise<OptionPage> {
  const parent = regionParentParam[level];
  const data = await bff<ListResponse<RegionItem>>(`region/${level}`, {
    searchParams: { page, per_page: PAGE_SIZE, search, ...(parent && parentId ? { [parent]: parentId } : {}) },
  });
  return { items: data.items.map((r) => ({ value: r.id, label: r.name })), hasMore: data.has_next_page };
}

export const collectorLabel = (collector: { trash_bank_name: string; unique_code: string }) =>
  `${collector.trash_bank_name} (BSI-${collector.unique_code})`;

export async function collectorOptions(search: string, page: number): Promise<OptionPage> {
  const data = await bff<ListResponse<CollectorItem>>('strict/collector', {
    searchParams: { page, per_page: PAGE_SIZE, search },
  });
  return {
    items: data.items.map((c) => ({ value: String(c.id), label: collectorLabel(c) })),
    hasMore: data.has_next_page,
  };
}
