import { bankColumns } from '@/components/list/bank-columns';
import { loadMasterList, MasterListPage, type MasterScreen } from '@/components/list/master-view';
import { listCollectors } from '@/lib/api/collectors';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CollectorItem } from '@/lib/schemas/collectors';
import { bankSorts } from '@/lib/schemas/master-views';

export const generateMetadata = () => pageTitle('bsi.title');

const screen: MasterScreen = { resource: 'collector', basePath: '/bsi', namespace: 'bsi', places: true };

export default async function CollectorsPage(page: ListPageProps) {
  const loaded = await loadMasterList(page, screen, listCollectors);
  return (
    <MasterListPage<CollectorItem>
      loaded={loaded}
      sorts={bankSorts}
      actions={{ edit: { rowName: (b) => b.trash_bank_name, deleteId: (b) => b.user_id } }}
      columns={bankColumns<CollectorItem>(loaded.t, 'BSI')}
    />
  );
}
