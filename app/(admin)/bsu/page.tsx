import { bankColumns } from '@/components/list/bank-columns';
import { CollectorFilter } from '@/components/list/collector-filter';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listBsus } from '@/lib/api/bsus';
import { idParam, type ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { BsuItem } from '@/lib/schemas/bsus';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';

export const generateMetadata = () => pageTitle('bsu.title');

export default async function BsusPage(page: ListPageProps) {
  const { t, raw, props } = await loadList(
    page,
    { resource: 'bsu', basePath: '/bsu', namespace: 'bsu' },
    (s, params, raw) => listBsus(s, params, idParam(raw, 'collectorId')),
  );
  const collectorId = idParam(raw, 'collectorId');
  const { result } = props;
  // The filter's label comes from the rows it found (all share the parent).
  const first = result.data?.items[0];
  const parent =
    collectorId && first ? { id: collectorId, name: first.collector_name, code: first.collector_code } : null;
  return (
    <ListPage<BsuItem>
      {...props}
      keep={collectorId ? { collectorId: String(collectorId) } : {}}
      parent={parent}
      actions={{ edit: { rowName: (b) => b.trash_bank_name, deleteId: (b) => b.user_id } }}
      toolbar={
        <CollectorFilter
          current={
            parent
              ? { value: String(parent.id), label: `${parent.name} (BSI-${parent.code})` }
              : collectorId
                ? { value: String(collectorId), label: `#${collectorId}` }
                : null
          }
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
      columns={bankColumns<BsuItem>(t, 'BSU', [{ label: t('columns.parent'), cell: (b) => b.collector_name }])}
    />
  );
}
