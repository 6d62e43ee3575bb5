// Option pages for the comboboxes, fetched through the BFF (50 a page, SPEC §9).
import type { ListResponse } from '@/lib/schemas/common';
import { PAGE_SIZE } from '@/lib/schemas/common';
import type { BankItem } from '@/lib/schemas/collectors';
import type { RegionItem, RegionLevel } from '@/lib/schemas/region';
import { regionParentParam } from '@/lib/schemas/region';
import type { OptionPage } from '@/components/form-kit/combobox';
import { bff } from './bff';

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

export const collectorLabel = (bank: { trash_bank_name: string; unique_code: string }) =>
  `${bank.trash_bank_name} (BSI-${bank.unique_code})`;

export async function collectorOptions(search: string, page: number): Promise<OptionPage> {
  const data = await bff<ListResponse<BankItem>>('strict/collector', {
    searchParams: { page, per_page: PAGE_SIZE, search },
  });
  return {
    items: data.items.map((b) => ({ value: String(b.id), label: collectorLabel(b) })),
    hasMore: data.has_next_page,
  };
}
