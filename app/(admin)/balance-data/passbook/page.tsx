import { redirect } from 'next/navigation';
import { hrefOf } from '@/lib/list-view';
import type { ListPageProps } from '@/lib/list-query';
import { idSchema } from '@/lib/schemas/fields';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The passbook addressed as its download is (?user_id=…&from=…&to=…): where a failed download
 * comes back to (lib/bff/export.ts), and on to the customer's own passbook page.
 */
export default async function PassbookByQuery({ searchParams }: ListPageProps) {
  const raw = await searchParams;
  const userId = idSchema('validation.id').safeParse(first(raw.user_id));
  if (!userId.success) redirect('/balance-data');
  const kept = Object.fromEntries(['from', 'to', 'exportError'].map((name) => [name, first(raw[name])]));
  redirect(hrefOf(`/balance-data/passbook/${userId.data}`, kept));
}
