import { BankPickers } from '@/components/list/bank-picker';
import { pricePerUnit, quantityWithUnit, StatusBadge } from '@/components/list/cells';
import { loadMasterList, MasterListPage, type MasterScreen } from '@/components/list/master-view';
import { choice } from '@/components/list/view-bar';
import { listTrash } from '@/lib/api/trash';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { trashTypeKey, trashTypes, wasteCategories } from '@/lib/schemas/fields';
import { trashSorts } from '@/lib/schemas/master-views';
import type { TrashItem } from '@/lib/schemas/trash';

export const generateMetadata = () => pageTitle('trash.title');

/** SPEC §2: BSI-collector_code when tags is null (a parent bank's item), otherwise BSU-bsu_code. */
const owner = (item: TrashItem) => (item.tags === null ? `BSI-${item.collector_code}` : `BSU-${item.bsu_code}`);

const screen: MasterScreen = { resource: 'trash', basePath: '/trash', namespace: 'trash' };

export default async function TrashPage(page: ListPageProps) {
  const loaded = await loadMasterList(page, screen, listTrash);
  const { t, locale, props } = loaded;
  const items = props.result.data?.items ?? [];
  // A bank's name, from the rows it found (they all belong to it), else its id.
  const bsiName = (v: string) => items.find((i) => String(i.collectorId) === v)?.collector_name || `#${v}`;
  const bsuName = (v: string) => items.find((i) => String(i.bsu_id) === v)?.bsu_name || `#${v}`;
  const type = (v: TrashItem['type']) => t(`options.type.${trashTypeKey[v]}`);
  const category = (v: TrashItem['category']) => t(`options.category.${v}`);
  const money = 'text-end text-nowrap';
  return (
    <MasterListPage<TrashItem>
      loaded={loaded}
      sorts={trashSorts}
      fields={[
        choice('type', t('view.type'), trashTypes, type),
        choice('category', t('view.category'), wasteCategories, category),
        choice('low', t('view.low'), ['1'], () => t('view.lowOnly')),
      ]}
      shown={{ bsi: bsiName, bsu: bsuName }}
      pickers={<BankPickers t={t} kept={props.keep} names={{ bsi: bsiName, bsu: bsuName }} />}
      actions={{ edit: { rowName: (i) => i.trash_name, deleteId: (i) => i.id } }}
      columns={[
        { label: t('columns.trashName'), sort: 'name', cell: (i) => i.trash_name },
        { label: t('columns.type'), hideBelow: 'lg', cell: (i) => type(i.type) },
        {
          label: t('columns.sellingPrice'),
          sort: 'selling',
          className: money,
          cell: (i) => pricePerUnit(i.selling_price, i.unit, t, locale),
        },
        {
          label: t('columns.buyingPrice'),
          sort: 'buying',
          className: money,
          cell: (i) => pricePerUnit(i.buying_price, i.unit, t, locale),
        },
        {
          label: t('columns.stock'),
          sort: 'stock',
          className: money,
          cell: (i) => quantityWithUnit(i.stock, i.unit, locale),
        },
        {
          label: t('columns.maximum'),
          hideBelow: 'xl',
          className: money,
          cell: (i) => quantityWithUnit(i.maximum, i.unit, locale),
        },
        // After the quantities rather than beside Tipe, so that the cells before it keep their places.
        { label: t('columns.category'), hideBelow: 'lg', cell: (i) => category(i.category) },
        { label: t('columns.status'), keep: true, cell: (i) => <StatusBadge status={i.status} t={t} /> },
        {
          label: t('columns.owner'),
          className: 'text-nowrap',
          cell: (i) => <span title={i.tags === null ? i.collector_name : (i.bsu_name ?? '')}>{owner(i)}</span>,
        },
      ]}
    />
  );
}
