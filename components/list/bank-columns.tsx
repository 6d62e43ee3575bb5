import type { getTranslations } from 'next-intl/server';
import type { BankItem } from '@/lib/schemas/banks';
import { MapsLink, StatusBadge } from './cells';
import type { Column } from './list-columns';

type T = Awaited<ReturnType<typeof getTranslations>>;

/**
 * SPEC §2: the columns parent and unit banks share; the code carries the BSI-/BSU- prefix.
 * The region levels and the address give way first on narrower screens. The code and the name
 * sort the list (lib/schemas/master-views.ts bankSorts).
 */
export function bankColumns<Row extends BankItem>(
  t: T,
  prefix: 'BSI' | 'BSU',
  extra: Column<Row>[] = [],
): Column<Row>[] {
  return [
    { label: t('columns.code'), className: 'text-nowrap', sort: 'code', cell: (b) => `${prefix}-${b.unique_code}` },
    { label: t('columns.bankName'), sort: 'name', cell: (b) => b.trash_bank_name },
    ...extra,
    { label: t('columns.address'), hideBelow: 'lg', clamp: true, cell: (b) => b.address },
    { label: t('columns.province'), hideBelow: 'xxl', cell: (b) => b.province_name },
    { label: t('columns.regency'), hideBelow: 'xl', cell: (b) => b.regency_name },
    { label: t('columns.subdistrict'), hideBelow: 'xxl', cell: (b) => b.subdistrict_name },
    { label: t('columns.village'), hideBelow: 'xxl', cell: (b) => b.village_name },
    {
      label: t('columns.maps'),
      hideBelow: 'md',
      className: 'text-nowrap',
      cell: (b) => <MapsLink latlng={b.latlng} name={b.trash_bank_name} t={t} />,
    },
    { label: t('columns.status'), keep: true, cell: (b) => <StatusBadge status={b.user_status} t={t} /> },
  ];
}
