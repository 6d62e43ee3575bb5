import { getLocale, getTranslations } from 'next-intl/server';
import { TableCard } from '@/components/list/table-card';
import { StaticPart } from '@/components/static-part';
import { formatQuantity } from '@/lib/format';
import type { Impact } from '@/lib/schemas/impact';
import { impactParameters } from '@/lib/schemas/impact';
import { toLocale } from '@/lib/shared/locales';

const NUMBER = 'text-end text-nowrap';

/**
 * The waste kept out of landfill per category and the CO2e that avoided (issue 18), on the
 * report, the semester report and the dashboard: only the categories weighed, then their total,
 * and under the table the factor table's version and source, labelled as an estimate.
 */
export async function ImpactCard({ impact, testId }: { impact: Impact; testId: string }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const qty = (value: string) => formatQuantity(value, locale);
  const weighed = impact.categories.filter((c) => Number(c.kg) > 0);
  // Nothing here runs in the browser: written once as HTML (issue 19).
  return (
    <StaticPart>
      <TableCard
        title={t('impact.title')}
        testId={testId}
        stacked
        empty={t('impact.empty')}
        columns={[
          { label: t('impact.category') },
          { label: t('impact.kg'), className: NUMBER },
          { label: t('impact.factor'), className: NUMBER },
          { label: t('impact.co2e'), className: NUMBER },
        ]}
        rows={[
          ...weighed.map((c) => ({
            key: c.category,
            cells: [t(`options.category.${c.category}`), qty(c.kg), qty(c.factor), qty(c.co2e)],
          })),
          ...(weighed.length > 0
            ? [
                {
                  key: 'total',
                  cells: [
                    <strong key="l">{t('impact.total')}</strong>,
                    <strong key="kg" data-testid={`${testId}-kg`} data-value={impact.kg}>
                      {qty(impact.kg)}
                    </strong>,
                    '',
                    <strong key="co2e" data-testid={`${testId}-co2e`} data-value={impact.co2e}>
                      {qty(impact.co2e)}
                    </strong>,
                  ],
                },
              ]
            : []),
        ]}
        footer={
          <span data-testid={`${testId}-source`}>
            {t('impact.source', { version: impact.version, ...impactParameters(locale) })}
          </span>
        }
      />
    </StaticPart>
  );
}
