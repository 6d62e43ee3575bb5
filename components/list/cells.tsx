// How the list screens show values (SPEC §2, §4, §9): badges, money, quantities, map links.
import type { getTranslations } from 'next-intl/server';
import { formatMoney, formatQuantity } from '@/lib/format';
import type { Locale } from '@/lib/shared/locales';
import { MapPinIcon } from '../icons';
import { statusBadgeClass } from './status-badge-class';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** SPEC §4: a status as a translated, coloured badge. */
export function StatusBadge({ status, t, title }: { status: string; t: T; title?: string }) {
  return (
    <span className={statusBadgeClass(status)} title={title}>
      {t.has(`status.${status}`) ? t(`status.${status}`) : status}
    </span>
  );
}

/** 'Rp 2.500/kg' (SPEC §2 Waste items, without the stray space). */
export const pricePerUnit = (price: string, unit: string, t: T, locale: Locale) =>
  t('common.perUnit', { price: formatMoney(price, locale), unit });

/** '12,5 kg' ('12.5 kg' in English: the language's own separators, as the forms read them). */
export const quantityWithUnit = (qty: string, unit: string, locale: Locale) => `${formatQuantity(qty, locale)} ${unit}`;

/** 'Lihat' opens the record's own coordinates (our departure: the original used a fixed one). */
export function MapsLink({ latlng, name, t }: { latlng: string | null; name: string; t: T }) {
  if (!latlng) {
    return (
      <span className="text-body-secondary">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('maps.none')}</span>
      </span>
    );
  }
  return (
    <a
      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(latlng)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="d-inline-flex align-items-center gap-1"
      aria-label={t('maps.viewAria', { name })}
    >
      <MapPinIcon size={14} />
      {t('maps.view')}
    </a>
  );
}
