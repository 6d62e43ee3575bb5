import type { getTranslations } from 'next-intl/server';
import { periodNameOf, periodNames, periodRanges } from '@/lib/shared/periods';

type T = Awaited<ReturnType<typeof getTranslations>>;

/**
 * The period bar's quick picks, the one the period is, and its labels, as the report and the
 * dashboard show them (issue 18): this and last month, quarter, semester and year.
 */
export function reportPeriodPicks(t: T, period: { from: string; to: string }, now: Date) {
  const ranges = periodRanges(now);
  return {
    quick: periodNames.map((name) => ({ name, label: t(`report.quick.${name}`), ...ranges[name] })),
    current: periodNameOf(period, now),
    labels: {
      form: t('report.periodForm'),
      from: t('view.from'),
      to: t('view.to'),
      show: t('report.show'),
      quick: t('report.quickLabel'),
    },
  };
}
