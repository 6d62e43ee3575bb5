import { pricePerUnit, quantityWithUnit, StatusBadge } from '@/components/list/cells';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listTrash } from '@/lib/api/trash';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { trashTypeKey } from '@/lib/schemas/fields';
import type { TrashItem } from '@/lib/schemas/trash';

export const generateMetadata = () => pageTitle('trash.title');

/** SPEC §2: BSI-collector_code when tags is null (a parent bank's item), otherwise BSU-bsu_code. */
const owner = (item: TrashItem) => (item.tags === null ? `BSI-${item.collector_code}` : `BSU-${item.bsu_code}`);

export default async function TrashPage(page: ListPageProps) {
  const { t, locale, props } = await loadList(
    page,
    { resource: 'trash', basePath: '/trash', namespace: 'trash' },
    listTrash,
  );
  const money = 'text-end text-nowrap';
  return (
    <ListPage<TrashItem>
      {...props}
      actions={{ edit: { rowName: (i) => i.trash_name, deleteId: (i) => i.id } }}
      columns={[
        { label: t('columns.trashName'), cell: (i) => i.trash_name },
        { label: t('columns.type'), hideBelow: 'lg', cell: (i) => t(`options.type.${trashTypeKey[i.type]}`) },
        {
          label: t('columns.sellingPrice'),
          className: money,
          cell: (i) => pricePerUnit(i.selling_price, i.unit, t, locale),
        },
        {
          label: t('columns.buyingPrice'),
          className: money,
          cell: (i) => pricePerUnit(i.buying_price, i.unit, t, locale),
        },
        { label: t('columns.stock'), className: money, cell: (i) => quantityWithUnit(i.stock, i.unit, locale) },
        {
          label: t('columns.maximum'),
          hideBelow: 'xl',
          className: money,
          cell: (i) => quantityWithUnit(i.maximum, i.unit, locale),
        },
        { label: t('columns.status'), cell: (i) => <StatusBadge status={i.status} t={t} /> },
        {
          label: t('columns.owner'),
          className: 'text-nowrap',
          cell: (i) => <span title={i.tags === null ? i.collector_name : (i.bsu_name ?? '')}>{owner(i)}</span>,
        },
      ]}
    />
  );
}
