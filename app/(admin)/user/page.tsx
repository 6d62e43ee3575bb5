import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/list/cells';
import { FORM_NAMESPACES } from '@/components/list/list-types';
import { ListPage } from '@/components/list/list-page';
import { loaded } from '@/lib/api/list';
import { listUsers } from '@/lib/api/users';
import { withSession } from '@/lib/session/check';
import { islandIntl } from '@/lib/i18n/messages';
import { listParams, type ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { UserItem } from '@/lib/schemas/users';

export const generateMetadata = () => pageTitle('users.title');

const fullName = (u: UserItem) => [u.first_name, u.last_name].filter(Boolean).join(' ');

export default async function UsersPage({ searchParams }: ListPageProps) {
  const params = listParams(await searchParams);
  const [t, { result, me }, intl] = await Promise.all([
    getTranslations(),
    withSession(async (s) => ({ result: await loaded(listUsers(s, params)), me: s.user.id })),
    islandIntl(...FORM_NAMESPACES, 'users'),
  ]);
  return (
    <ListPage<UserItem>
      title={t('users.title')}
      addLabel={t('list.add')}
      resource="user"
      basePath="/user"
      params={params}
      result={result}
      intl={intl}
      rowKey={(u) => u.id}
      // The API refuses deleting your own account, so its row offers no Hapus.
      actions={{ edit: { rowName: fullName, deleteId: (u) => (u.id === me ? null : u.id) } }}
      columns={[
        { label: t('columns.fullName'), cell: fullName },
        { label: t('columns.email'), cell: (u) => u.email ?? '' },
        { label: t('columns.phone'), className: 'text-nowrap', cell: (u) => u.phone_number },
        { label: t('columns.status'), cell: (u) => <StatusBadge status={u.status} t={t} /> },
      ]}
    />
  );
}
