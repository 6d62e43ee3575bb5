import type { getTranslations } from 'next-intl/server';
import type { BankItem } from '@/lib/schemas/collectors';
import { MapsLink, StatusBadge } from './cells';
import type { Column } from './list-page';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** SPEC §2: the columns parent and unit banks share; the code carries the BSI-/BSU- prefix. */
export function bankColumns<Row extends BankItem>(t: T, prefix: 'BSI' | 'BSU', extra: Column<Row>[] = []): Column<Row>[] {
  return [
    { label: t('columns.code'), className: 'text-nowrap', cell: (b) => `${prefix}-${b.unique_code}` },
    { label: t('columns.bankName'), cell: (b) => b.trash_bank_name },
    ...extra,
    { label: t('columns.address'), cell: (b) => b.address },
    { label: t('columns.province'), cell: (b) => b.province_name },
    { label: t('columns.regency'), cell: (b) => b.regency_name },
    { label: t('columns.subdistrict'), cell: (b) => b.subdistrict_name },
    { label: t('columns.village'), cell: (b) => b.village_name },
    { label: t('columns.maps'), cell: (b) => <MapsLink latlng={b.latlng} name={b.trash_bank_name} t={t} /> },
    { label: t('columns.status'), cell: (b) => <StatusBadge status={b.user_status} t={t} /> },
  ];
}
