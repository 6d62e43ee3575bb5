import { bankColumns } from '@/components/list/bank-columns';
import { SearchPicker } from '@/components/list/search-picker';
import { loadMasterList, MasterListPage, type MasterScreen } from '@/components/list/master-view';
import { listBsus } from '@/lib/api/bsus';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { BsuItem } from '@/lib/schemas/bsus';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { bankSorts } from '@/lib/schemas/master-views';

export const generateMetadata = () => pageTitle('bsu.title');

const screen: MasterScreen = { resource: 'bsu', basePath: '/bsu', namespace: 'bsu', places: true };

export default async function BsusPage(page: ListPageProps) {
  const loaded = await loadMasterList(page, screen, listBsus);
  const { t, props } = loaded;
  const collectorId = props.keep.collectorId;
  // The parent filter's label comes from the rows it found (all share the parent).
  const first = props.result.data?.items[0];
  const parent =
    collectorId && first ? { id: Number(collectorId), name: first.collector_name, code: first.collector_code } : null;
  const parentLabel = (v: string) => (parent ? `${parent.name} (BSI-${parent.code})` : `#${v}`);
  return (
    <MasterListPage<BsuItem>
      loaded={loaded}
      sorts={bankSorts}
      shown={{ collectorId: parentLabel }}
      pickers={
        <SearchPicker
          param="collectorId"
          id="collector-filter"
          current={collectorId ? { value: collectorId, label: parentLabel(collectorId) } : null}
          labels={{
            placeholder: t('bsu.parentFilter'),
            label: t('bsu.parentFilterLabel'),
            clear: t('list.clearFilter'),
            loading: t('form.loading'),
            noOptions: t('form.noOptions'),
            typeMore: t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS }),
            loadError: t('form.optionsError'),
          }}
        />
      }
      parent={parent}
      actions={{ edit: { rowName: (b) => b.trash_bank_name, deleteId: (b) => b.user_id } }}
      columns={bankColumns<BsuItem>(t, 'BSU', [{ label: t('columns.parent'), cell: (b) => b.collector_name }])}
    />
  );
}
