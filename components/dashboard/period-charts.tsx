import type { ComponentProps } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney, formatQuantity } from '@/lib/format';
import { wasteCategories } from '@/lib/schemas/fields';
import type { MonthlyReport } from '@/lib/schemas/period-report';
import { perLocale, toLocale, type Locale } from '@/lib/shared/locales';
import { BarChart } from '../charts/bar-chart';
import { StaticPart } from '../static-part';

const shortMonth = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { month: 'short', year: '2-digit', timeZone: 'UTC', numberingSystem: 'latn' }),
);
/** A month as the language writes it short: 'Okt 26'. */
const monthLabel = (month: string, locale: Locale) => shortMonth(locale).format(new Date(`${month}-15T00:00:00Z`));

/** Large numbers for an axis: '1,2 jt', '350 rb' in Indonesian. */
const compact = perLocale(
  (tag) => new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1, numberingSystem: 'latn' }),
);

const moneyKeys = ['deposits', 'pickups', 'topups', 'withdrawals'] as const;

/** One chart in its card, its heading the chart's title (`heading` names it for the section). */
function ChartCard({ heading, ...chart }: { heading: string } & ComponentProps<typeof BarChart>) {
  return (
    <section className="col-12 col-xl-6" aria-labelledby={heading}>
      <div className="card border-0 shadow-sm h-100">
        <div className="card-body">
          <h2 id={heading} className="h6">
            {chart.title}
          </h2>
          <BarChart {...chart} />
        </div>
      </div>
    </section>
  );
}

/**
 * The dashboard by period (issue 18): kilograms per waste category per month, stacked, and the
 * money of each month side by side, both drawn on the server (components/charts/bar-chart.tsx)
 * and written once as HTML (components/static-part.tsx).
 */
export async function PeriodCharts({ report }: { report: MonthlyReport }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const axis = compact(locale);
  const months = report.months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const kgSeries = wasteCategories.map((c) => ({
    key: c,
    label: t(`options.category.${c}`),
    color: `var(--chart-${c})`,
  }));
  const moneySeries = moneyKeys.map((k) => ({ key: k, label: t(`dashboard.money.${k}`), color: `var(--chart-${k})` }));
  const totalKg = months.reduce((s, m) => s + wasteCategories.reduce((x, c) => x + Number(m.kg[c]), 0), 0);
  const range = { from: months[0]?.label ?? '', to: months.at(-1)?.label ?? '' };
  const common = { caption: t('dashboard.month'), axisFormat: (v: number) => axis.format(v) };
  return (
    <StaticPart>
      <div className="row g-3 mb-4">
        <ChartCard
          heading="chart-kg"
          id="chart-kg-svg"
          title={t('dashboard.kgTitle')}
          description={t('dashboard.kgDescription', { ...range, total: formatQuantity(totalKg.toFixed(3), locale) })}
          stacked
          series={kgSeries}
          groups={months.map((m) => ({
            label: m.label,
            values: Object.fromEntries(wasteCategories.map((c) => [c, Number(m.kg[c])])),
          }))}
          format={(v) => `${formatQuantity(v.toFixed(3), locale)} kg`}
          {...common}
        />
        <ChartCard
          heading="chart-money"
          id="chart-money-svg"
          title={t('dashboard.moneyTitle')}
          description={t('dashboard.moneyDescription', range)}
          stacked={false}
          series={moneySeries}
          groups={months.map((m) => ({
            label: m.label,
            values: Object.fromEntries(moneyKeys.map((k) => [k, Number(m[k])])),
          }))}
          format={(v) => formatMoney(v.toFixed(2), locale)}
          {...common}
        />
      </div>
    </StaticPart>
  );
}
