import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { appEnv } from '@/lib/env';
import { formatDateTime } from '@/lib/format';
import type { TwoFactorStatus } from '@/lib/schemas/two-factor';
import { toLocale } from '@/lib/shared/locales';
import { AccountButton } from './account-button';

/** My account's "Verifikasi dua langkah": on or off, recovery codes left, and what can be done from here. */
export async function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const [t, locale] = await Promise.all([getTranslations('twoFactor'), getLocale().then(toLocale)]);
  const app = appEnv().APP_NAME;
  return (
    <div className="mb-4" data-testid="two-factor">
      <h3 className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('title')}
        <span className={`badge ${status.enabled ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {status.enabled ? t('on') : t('off')}
        </span>
      </h3>
      <p className="text-body-secondary small mb-2">{t('help')}</p>
      {status.enabled && status.enabled_at && (
        <p className="small mb-2">
          {t('enabledSince', { date: formatDateTime(status.enabled_at, locale) })}
          <span className="d-block">{t('codesLeft', { count: status.recovery_codes_left })}</span>
        </p>
      )}
      {status.required && <p className="small text-warning-emphasis mb-2">{t('requiredNote')}</p>}
      <div className="d-flex flex-wrap gap-2">
        {status.enabled ? (
          <>
            <AccountButton dialog={{ kind: 'recoveryCodes', app }} className="btn btn-outline-primary">
              {t('regenerate')}
            </AccountButton>
            {!status.required && (
              <AccountButton dialog={{ kind: 'twoFactorOff' }} className="btn btn-outline-danger">
                {t('turnOff')}
              </AccountButton>
            )}
          </>
        ) : (
          <AccountButton dialog={{ kind: 'twoFactorOn', app }} className="btn btn-primary">
            {t('turnOn')}
          </AccountButton>
        )}
      </div>
    </div>
  );
}
