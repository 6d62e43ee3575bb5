import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/list/cells';
import { FORM_NAMESPACES } from '@/components/list/list-types';
import { ListPage } from '@/components/list/list-page';
import { listCustomers } from '@/lib/api/customers';
import { loaded } from '@/lib/api/list';
import { withSession } from '@/lib/session/check';
import { islandIntl } from '@/lib/i18n/messages';
import { listParams, type ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CustomerItem } from '@/lib/schemas/customers';
import { genderKey } from '@/lib/schemas/fields';

export const generateMetadata = () => pageTitle('customers.title');

const fullName = (c: CustomerItem) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ');

export default async function CustomersPage({ searchParams }: ListPageProps) {
  const params = listParams(await searchParams);
  const [t, result, intl] = await Promise.all([
    getTranslations(),
    withSession((s) => loaded(listCustomers(s, params))),
    islandIntl(...FORM_NAMESPACES, 'customers'),
  ]);
  return (
    <ListPage<CustomerItem>
      title={t('customers.title')}
      addLabel={t('list.add')}
      resource="customer"
      basePath="/customer"
      params={params}
      result={result}
      intl={intl}
      rowKey={(c) => c.id}
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
