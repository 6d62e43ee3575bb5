// Option pages for the comboboxes, fetched through the BFF (50 a page, SPEC §9).
import type { ListResponse } from '@/lib/schemas/common';
import { PAGE_SIZE } from '@/lib/schemas/common';
import type { CollectorItem } from '@/lib/schemas/collectors';
import type { CustomerItem } from '@/lib/schemas/customers';
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

const bsuLabel = (bsu: { trash_bank_name: string; unique_code: string }) =>
  `${bsu.trash_bank_name} (BSU-${bsu.unique_code})`;

/** A page of parent banks (`strict/collector`) or unit banks (`strict/bsu`) as options. */
async function bankOptions(kind: 'collector' | 'bsu', search: string, page: number): Promise<OptionPage> {
  const data = await bff<ListResponse<CollectorItem>>(`strict/${kind}`, {
    searchParams: { page, per_page: PAGE_SIZE, search },
  });
  const label = kind === 'collector' ? collectorLabel : bsuLabel;
  return { items: data.items.map((c) => ({ value: String(c.id), label: label(c) })), hasMore: data.has_next_page };
}

export const collectorOptions = (search: string, page: number) => bankOptions('collector', search, page);
export const bsuOptions = (search: string, page: number) => bankOptions('bsu', search, page);

/**
 * Customers as options. For a counter request the value is the customer's user id, what the
 * wallet belongs to; for the transaction list's filter (`by: 'customer'`) the customer's own id.
 */
export async function customerOptions(
  search: string,
  page: number,
  by: 'user' | 'customer' = 'user',
): Promise<OptionPage> {
  const data = await bff<ListResponse<CustomerItem>>('strict/customer', {
    searchParams: { page, per_page: PAGE_SIZE, search },
  });
  return {
    items: data.items.map((c) => ({
      value: String(by === 'user' ? c.user.id : c.id),
      label: `${[c.user.first_name, c.user.last_name].filter(Boolean).join(' ')} (${c.nik})`,
    })),
    hasMore: data.has_next_page,
  };
}
