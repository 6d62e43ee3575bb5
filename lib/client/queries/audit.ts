// The audit trail's person filter (issue 18): the accounts matching what was typed, as options.
import { personLabel, type AuditPerson } from '@/lib/schemas/audit';
import { PAGE_SIZE, type ListResponse } from '@/lib/schemas/common';
import { bff } from '../bff-fetch';
import type { OptionPage } from '../options';
import { optionPagesQuery } from './option-pages';

async function personOptions(search: string, page: number): Promise<OptionPage> {
  const data = await bff<ListResponse<AuditPerson>>('strict/audit/people', {
    searchParams: { page, per_page: PAGE_SIZE, search },
  });
  return {
    items: data.items.map((p) => ({ value: String(p.id), label: personLabel(p) })),
    hasMore: data.has_next_page,
  };
}

export const personOptionsQuery = (search: string) =>
  optionPagesQuery(['audit-people', search], (page) => personOptions(search, page));
