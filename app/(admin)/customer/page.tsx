import { BankPickers } from '@/components/list/bank-picker';
import { StatusBadge } from '@/components/list/cells';
import { loadMasterList, MasterListPage, type MasterScreen } from '@/components/list/master-view';
import { choice } from '@/components/list/view-bar';
import { PassbookLink } from '@/components/passbook/passbook-link';
import { listCustomers } from '@/lib/api/customers';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CustomerItem } from '@/lib/schemas/customers';
import { genderKey, genders } from '@/lib/schemas/fields';
import { customerSorts } from '@/lib/schemas/master-views';

export const generateMetadata = () => pageTitle('customers.title');

const fullName = (c: CustomerItem) => [c.user.first_name, c.user.last_name].filter(Boolean).join(' ');

const screen: MasterScreen = { resource: 'customer', basePath: '/customer', namespace: 'customers', places: true };

export default async function CustomersPage(page: ListPageProps) {
  const loaded = await loadMasterList(page, screen, listCustomers);
  const { t, props } = loaded;
  // A unit bank's name, from the rows it found (they all bank there).
  const bank = (v: string) => props.result.data?.items[0]?.bsu_name || `#${v}`;
  const gender = (g: CustomerItem['gender']) => t(`options.gender.${genderKey[g]}`);
  const passbook = (c: CustomerItem) => (
    <PassbookLink
      userId={c.user.id}
      label={t('passbook.action')}
      ariaLabel={t('passbook.actionAria', { name: fullName(c) })}
    />
  );
  return (
    <MasterListPage<CustomerItem>
      loaded={loaded}
      sorts={customerSorts}
      fields={[choice('gender', t('view.gender'), genders, gender)]}
      shown={{ bsu: bank }}
      pickers={<BankPickers t={t} kept={props.keep} names={{ bsu: bank }} params={['bsu']} />}
      // Each customer's passbook (issue 18), for whoever reads the list; Edit and Hapus beside
      // it for those who write.
      actions={
        props.writable
          ? { edit: { rowName: fullName, deleteId: (c) => c.user.id, extra: passbook } }
          : { custom: passbook }
      }
      columns={[
        { label: t('columns.fullName'), sort: 'name', cell: fullName },
        { label: t('columns.nik'), className: 'text-nowrap font-monospace', cell: (c) => c.nik },
        { label: t('columns.gender'), hideBelow: 'md', cell: (c) => gender(c.gender) },
        { label: t('columns.address'), hideBelow: 'lg', clamp: true, cell: (c) => c.address },
        { label: t('columns.province'), hideBelow: 'xxl', cell: (c) => c.province.name },
        { label: t('columns.regency'), hideBelow: 'xl', cell: (c) => c.regency.name },
        { label: t('columns.subdistrict'), hideBelow: 'xxl', cell: (c) => c.subdistrict.name },
        { label: t('columns.village'), hideBelow: 'xxl', cell: (c) => c.village.name },
        { label: t('columns.status'), keep: true, cell: (c) => <StatusBadge status={c.user.status} t={t} /> },
      ]}
    />
  );
}
