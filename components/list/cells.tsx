// How the list screens show values (SPEC §2, §4, §9): badges, money, quantities, map links.
import type { getTranslations } from 'next-intl/server';
import { formatMoney, formatQuantity } from '@/lib/format';
import { MapPinIcon } from '../icons';

type T = Awaited<ReturnType<typeof getTranslations>>;

const tones: Record<string, string> = { active: 'success', settlement: 'success', accepted: 'success', rejected: 'danger' };

/** SPEC §4: 'Aktif' and 'settlement' with a success badge; other values a primary one. */
export function StatusBadge({ status, t, title }: { status: string; t: T; title?: string }) {
  const tone = tones[status] ?? 'primary';
  return (
    <span className={`badge bg-${tone}-subtle text-${tone}`} title={title}>
      {t.has(`status.${status}`) ? t(`status.${status}`) : status}
    </span>
  );
}

/** 'Rp 2.500/kg' (SPEC §2 Waste items, without the stray space). */
export const pricePerUnit = (price: string, unit: string, t: T) => t('common.perUnit', { price: formatMoney(price), unit });

/** '12,5 kg' */
export const quantityWithUnit = (qty: string, unit: string) => `${formatQuantity(qty)} ${unit}`;

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
    <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(latlng)}`} target="_blank" rel="noopener noreferrer" className="d-inline-flex align-items-center gap-1" aria-label={t('maps.viewAria', { name })}>
      <MapPinIcon size={14} />
      {t('maps.view')}
    </a>
  );
}
