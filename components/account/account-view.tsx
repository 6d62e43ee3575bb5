import 'server-only';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { getAccount, getTwoFactorStatus, listSessions, type SessionView } from '@/lib/api/account';
import { formatDateTime } from '@/lib/format';
import { localeNames } from '@/lib/i18n/locale-names';
import { islandIntl } from '@/lib/i18n/messages';
import { withSession } from '@/lib/session/check';
import { AppError } from '@/lib/errors';
import { toLocale } from '@/lib/shared/locales';
import { EditIcon, LockIcon, LogoutIcon } from '../icons';
import { AccountButton, AccountDialogs } from './account-button';
import { TwoFactorSection } from './two-factor-section';

/** The texts the account dialogs need (forms, validation, the server's field messages). */
const DIALOG_NAMESPACES = [
  'account',
  'twoFactor',
  'form',
  'fields',
  'validation',
  'errors',
  'status',
  'options',
] as const;

type Props = { open?: 'profile' | 'password' };

/** One of the page's two cards: a titled section of the row, `width` of 12 columns on xl screens. */
function AccountCard({
  id,
  width,
  title,
  help,
  children,
}: {
  id: string;
  width: 5 | 7;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <section className={`col-12 col-xl-${width}`} aria-labelledby={id}>
      <div className="card h-100">
        <div className="card-body">
          <h2 id={id} className="h5">
            {title}
          </h2>
          <p className="text-body-secondary small">{help}</p>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * My account: the profile, the password and the sessions, on one page. The user menu's Edit
 * Profil and Ubah Password open it with their dialog already open.
 */
export async function AccountView({ open }: Props) {
  const [t, locale, intl] = await Promise.all([
    getTranslations(),
    getLocale().then(toLocale),
    islandIntl(...DIALOG_NAMESPACES),
  ]);
  const loaded = await withSession(async (s) => ({
    account: await getAccount(s),
    sessions: await listSessions(s),
    twoFactor: await getTwoFactorStatus(s),
  })).then(
    (data) => ({ data }),
    (err: unknown) => {
      if (err instanceof AppError && err.status !== 401) return { error: err.message };
      throw err;
    },
  );
  if ('error' in loaded)
    return (
      <>
        <h1 className="h4 mb-4">{t('account.title')}</h1>
        <div className="alert alert-danger" role="alert">
          {loaded.error}
        </div>
      </>
    );
  const { account, sessions, twoFactor } = loaded.data;
  const device = (s: SessionView) =>
    s.browser && s.os
      ? t('account.deviceName', { browser: s.browser, os: s.os })
      : (s.browser ?? s.os ?? t('account.unknownDevice'));
  const others = sessions.filter((s) => !s.current);
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ');

  return (
    <AccountDialogs account={account} intl={intl} openAtStart={open ? { kind: open } : undefined}>
      <h1 className="h4 mb-4">{t('account.title')}</h1>
      <div className="row g-4">
        <AccountCard id="account-profile" width={5} title={t('account.profile')} help={t('account.profileHelp')}>
          <dl className="row mb-3 account-facts">
            <dt className="col-sm-4">{t('columns.fullName')}</dt>
            <dd className="col-sm-8 text-break">{name}</dd>
            <dt className="col-sm-4">{t('fields.email')}</dt>
            <dd className="col-sm-8 text-break">{account.email ?? '—'}</dd>
            <dt className="col-sm-4">{t('fields.phone_number')}</dt>
            <dd className="col-sm-8" dir="ltr">
              {account.phone_number}
            </dd>
            <dt className="col-sm-4">{t('account.language')}</dt>
            <dd className="col-sm-8">
              {account.language ? localeNames[account.language] : t('account.languageBrowser')}
            </dd>
          </dl>
          <AccountButton dialog={{ kind: 'profile' }} className="btn btn-primary">
            <EditIcon size={16} className="me-2" />
            {t('account.editProfile')}
          </AccountButton>
        </AccountCard>
        <AccountCard id="account-security" width={7} title={t('account.security')} help={t('account.passwordHelp')}>
          <AccountButton dialog={{ kind: 'password' }} className="btn btn-primary mb-4">
            <LockIcon size={16} className="me-2" />
            {t('account.changePassword')}
          </AccountButton>
          <TwoFactorSection status={twoFactor} />
          <h3 className="h6">{t('account.sessions')}</h3>
          <p className="text-body-secondary small">{t('account.sessionsHelp')}</p>
          {/* Positioned, so the header's visually hidden text scrolls with the table, not the page.
              On phones each session is a card of label/value pairs, as a list's rows are
              (app/list.css): the sign-out button stays on the screen. */}
          <div className="table-responsive position-relative">
            <table className="table align-middle mb-3 list-table" data-testid="account-sessions">
              <thead>
                <tr>
                  <th scope="col">{t('account.device')}</th>
                  <th scope="col">{t('account.address')}</th>
                  <th scope="col">{t('account.signedIn')}</th>
                  <th scope="col">{t('account.lastSeen')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={s.id}>
                    <td data-label={t('account.device')}>
                      {device(s)}
                      {s.current && <span className="badge text-bg-success ms-2">{t('account.thisDevice')}</span>}
                    </td>
                    <td data-label={t('account.address')} className="text-nowrap">
                      <span dir="ltr">{s.address ?? '—'}</span>
                    </td>
                    <td data-label={t('account.signedIn')}>{formatDateTime(s.created_at, locale)}</td>
                    <td data-label={t('account.lastSeen')}>{formatDateTime(s.last_seen_at, locale)}</td>
                    <td className="text-end list-actions-cell" data-label={t('columns.actions')}>
                      {!s.current && (
                        <AccountButton
                          dialog={{ kind: 'signOut', id: s.id, device: device(s) }}
                          className="btn btn-sm btn-outline-danger text-nowrap"
                          label={t('account.signOutSession', { device: device(s) })}
                        >
                          {t('account.signOut')}
                        </AccountButton>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {others.length === 0 && <p className="text-body-secondary small">{t('account.noSessions')}</p>}
          <AccountButton dialog={{ kind: 'everywhere' }} className="btn btn-outline-danger">
            <LogoutIcon size={16} className="me-2 rtl-flip" />
            {t('account.signOutEverywhere')}
          </AccountButton>
        </AccountCard>
      </div>
    </AccountDialogs>
  );
}
