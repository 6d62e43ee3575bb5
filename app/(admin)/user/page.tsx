import { StatusBadge } from '@/components/list/cells';
import { ListPage } from '@/components/list/list-page';
import { loadList } from '@/components/list/load-list';
import { listUsers } from '@/lib/api/users';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { UserItem } from '@/lib/schemas/users';

export const generateMetadata = () => pageTitle('users.title');

const fullName = (u: UserItem) => [u.first_name, u.last_name].filter(Boolean).join(' ');

export default async function UsersPage(page: ListPageProps) {
  const { t, viewer, props } = await loadList(
    page,
    { resource: 'user', basePath: '/user', namespace: 'users' },
    listUsers,
  );
  return (
    <ListPage<UserItem>
      {...props}
      rowKey={(u) => u.id}
      // The API refuses deleting your own account, so its row offers no Hapus.
      actions={{ edit: { rowName: fullName, deleteId: (u) => (u.id === viewer ? null : u.id) } }}
      columns={[
        { label: t('columns.fullName'), cell: fullName },
        { label: t('columns.email'), cell: (u) => u.email ?? '' },
        { label: t('columns.phone'), className: 'text-nowrap', cell: (u) => u.phone_number },
        { label: t('columns.status'), cell: (u) => <StatusBadge status={u.status} t={t} /> },
      ]}
    />
  );
}
