import { StatusBadge } from '@/components/list/cells';
import { RowButton } from '@/components/list/row-buttons';
import { loadMasterList, MasterListPage, type MasterScreen } from '@/components/list/master-view';
import { choice } from '@/components/list/view-bar';
import { listUsers } from '@/lib/api/users';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import { staffRoles } from '@/lib/schemas/access';
import { userSorts } from '@/lib/schemas/master-views';
import type { UserItem } from '@/lib/schemas/users';

export const generateMetadata = () => pageTitle('users.title');

const fullName = (u: UserItem) => [u.first_name, u.last_name].filter(Boolean).join(' ');

const screen: MasterScreen = { resource: 'user', basePath: '/user', namespace: 'users', islands: ['passwordLink'] };

export default async function UsersPage(page: ListPageProps) {
  const loaded = await loadMasterList(page, screen, listUsers);
  const { t, viewer } = loaded;
  // An account without a password waits for its invitation to be used (or for a new one).
  const access = (u: UserItem) =>
    u.has_password ? null : (
      <span className={`badge ms-1 ${u.link_expires_at ? 'text-bg-warning' : 'text-bg-secondary'}`}>
        {t(u.link_expires_at ? 'passwordLink.pending' : 'passwordLink.notInvited')}
      </span>
    );
  const linkButtons = (u: UserItem) => {
    const name = fullName(u);
    const label = t(
      u.has_password ? 'passwordLink.reset' : u.link_expires_at ? 'passwordLink.resend' : 'passwordLink.invite',
    );
    return (
      <>
        <RowButton
          opens={{ kind: 'link', row: u }}
          ariaLabel={t('passwordLink.rowAria', { action: label, name })}
          className="btn btn-sm btn-soft-primary text-nowrap"
        >
          {label}
        </RowButton>
        {u.link_expires_at && (
          <RowButton
            opens={{ kind: 'revokeLink', id: u.id, name }}
            ariaLabel={t('passwordLink.rowAria', { action: t('passwordLink.revoke'), name })}
            className="btn btn-sm btn-soft-danger text-nowrap"
          >
            {t('passwordLink.revoke')}
          </RowButton>
        )}
      </>
    );
  };
  return (
    <MasterListPage<UserItem>
      loaded={loaded}
      sorts={userSorts}
      fields={[choice('role', t('view.role'), staffRoles, (r) => t(`users.roles.${r}`))]}
      // The API refuses deleting your own account, so its row offers no Hapus.
      actions={{
        edit: { rowName: fullName, deleteId: (u) => (u.id === viewer ? null : u.id), extra: linkButtons },
      }}
      columns={[
        // The role and where it reaches, under the name: no column of its own, so Aksi stays in reach.
        {
          label: t('columns.fullName'),
          sort: 'name',
          cell: (u) => (
            <>
              {fullName(u)}
              {u.staff_role && (
                <div className="small text-body-secondary" data-testid="user-role">
                  {t(`users.roles.${u.staff_role}`)} · {u.bsu_name ?? u.collector_name ?? t('users.wholeProgramme')}
                </div>
              )}
            </>
          ),
        },
        // Narrow lists keep the name, phone, status and the row's actions; the email goes first.
        { label: t('columns.email'), cell: (u) => u.email ?? '', hideBelow: 'lg' },
        { label: t('columns.phone'), className: 'text-nowrap', cell: (u) => u.phone_number },
        {
          label: t('columns.status'),
          keep: true,
          cell: (u) => (
            <>
              <StatusBadge status={u.status} t={t} />
              {access(u)}
            </>
          ),
        },
      ]}
    />
  );
}
