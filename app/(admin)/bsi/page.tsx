import { bankColumns } from '@/components/list/bank-columns';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listCollectors } from '@/lib/api/collectors';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CollectorItem } from '@/lib/schemas/collectors';

export const generateMetadata = () => pageTitle('bsi.title');

export default async function CollectorsPage(page: ListPageProps) {
  const { t, props } = await loadList(
    page,
    { resource: 'collector', basePath: '/bsi', namespace: 'bsi' },
    listCollectors,
  );
  return (
    <ListPage<CollectorItem>
      {...props}
      actions={{ edit: { rowName: (b) => b.trash_bank_name, deleteId: (b) => b.user_id } }}
      columns={bankColumns<CollectorItem>(t, 'BSI')}
    />
  );
}
