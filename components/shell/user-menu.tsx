import type { SessionUser } from '@/lib/schemas/auth';
import type { getTranslations } from 'next-intl/server';
import { EditIcon, LockIcon, LogoutIcon } from '../icons';
import { MarkupLink } from '../markup-link';
import { MenuMarkup } from './menu-markup';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** SPEC §2: 'Admin', a welcome line and Edit Profil, Ubah Password, Logout — with the admin's own name. */
export function UserMenu({ user, t }: { user: SessionUser; t: T }) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || t('shell.role');
  // SPEC's 'Admin' for a programme admin; any other role says what it is (issue 16).
  const role = user.access?.role;
  const roleLabel = role && role !== 'programme' ? t(`users.roles.${role}`) : t('shell.role');
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <MenuMarkup
      id="user-menu-list"
      testId="user-menu"
      className="topbar-user"
      buttonClassName="btn topbar-user-button"
      label={t('shell.userMenu', { name })}
      button={
        <>
          <span className="avatar" aria-hidden="true">
            {initials}
          </span>
          <span className="topbar-user-text" aria-hidden="true">
            <span className="topbar-user-name" data-testid="user-name">
              {name}
            </span>
            <span className="topbar-user-role">{roleLabel}</span>
          </span>
        </>
      }
    >
      <div className="dropdown-header">{t('shell.welcome', { name: user.first_name || t('shell.role') })}</div>
      {user.email && <p className="dropdown-item-text small text-body-secondary text-truncate mb-1">{user.email}</p>}
      <MarkupLink href="/edit-profile" className="dropdown-item">
        <EditIcon size={16} className="text-body-secondary" />
        {t('shell.editProfile')}
      </MarkupLink>
      <MarkupLink href="/pages-profile-settings" className="dropdown-item">
        <LockIcon size={16} className="text-body-secondary" />
        {t('shell.changePassword')}
      </MarkupLink>
      <div className="dropdown-divider" />
      <MarkupLink href="/logout" className="dropdown-item">
        <LogoutIcon size={16} className="text-body-secondary rtl-flip" />
        {t('logout.title')}
      </MarkupLink>
    </MenuMarkup>
  );
}
