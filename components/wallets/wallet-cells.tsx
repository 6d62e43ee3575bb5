// What tells wallet owners and requests apart (issue 14): phone and NIK under the name, what a
// search found when no column shows it, and a request's status with its reason and decision.
import type { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/shared/locales';
import type { WalletItem } from '@/lib/schemas/wallets';
import { StatusBadge } from '../list/cells';

type T = Awaited<ReturnType<typeof getTranslations>>;

export function PersonCell({ row, t }: { row: WalletItem; t: T }) {
  // One element: on a phone the cell is a flex row of label and value.
  return (
    <div>
      <span className="d-block">{row.user}</span>
      <span className="d-block small text-body-secondary" data-testid="wallet-person">
        <bdi>{[row.phone_number, row.nik && `${t('columns.nik')} ${row.nik}`].filter(Boolean).join(' · ')}</bdi>
      </span>
      {row.matched && (
        <span className="d-block small text-body-secondary text-wrap" data-testid="wallet-matched">
          {t('wallets.matched', { field: t(`wallets.matchedIn.${row.matched.field}`), value: row.matched.value })}
        </span>
      )}
    </div>
  );
}

/** Menunggu, or Diterima/Ditolak with the reason, by whom and when. */
export function RequestStatusCell({ row, t, locale }: { row: WalletItem; t: T; locale: Locale }) {
  return (
    <div>
      <StatusBadge status={row.status ?? ''} t={t} />
      {row.reason && (
        <span className="d-block small text-body-secondary text-wrap wallet-reason" data-testid="wallet-reason">
          {row.reason}
        </span>
      )}
      {row.decided_at && (
        <span className="d-block small text-body-secondary" data-testid="wallet-decided">
          {t('wallets.decided', { name: row.decided_by ?? '—', date: formatDate(row.decided_at, locale) })}
        </span>
      )}
    </div>
  );
}
