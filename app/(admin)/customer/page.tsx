import { StatusBadge } from '@/components/list/cells';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listCustomers } from '@/lib/api/customers';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CustomerItem } from '@/lib/schemas/customers';
import { genderKey } from '@/lib/schemas/fields';

export const generateMetadata = () => pageTitle('customers.title');

const fullName = (c: CustomerItem) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ');

export default async function CustomersPage(page: ListPageProps) {
  const { t, props } = await loadList(
    page,
    { resource: 'customer', basePath: '/customer', namespace: 'customers' },
    listCustomers,
  );
  return (
    <ListPage<CustomerItem>
      {...props}
      actions={{ edit: { rowName: fullName, deleteId: (c) => c.user.id } }}
      columns={[
        { label: t('columns.fullName'), cell: fullName },
        { label: t('columns.nik'), className: 'text-nowrap font-monospace', cell: (c) => c.nik },
        { label: t('columns.gender'), hideBelow: 'md', cell: (c) => t(`options.gender.${genderKey[c.gender]}`) },
        { label: t('columns.address'), hideBelow: 'lg', clamp: true, cell: (c) => c.address },
        { label: t('columns.province'), hideBelow: 'xxl', cell: (c) => c.province.name },
        { label: t('columns.regency'), hideBelow: 'xl', cell: (c) => c.regency.name },
        { label: t('columns.subdistrict'), hideBelow: 'xxl', cell: (c) => c.subdistrict.name },
        { label: t('columns.village'), hideBelow: 'xxl', cell: (c) => c.village.name },
        { label: t('columns.status'), cell: (c) => <StatusBadge status={c.user.status} t={t} /> },
      ]}
    />
  );
}
