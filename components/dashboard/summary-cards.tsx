import { MarkupLink } from '@/components/markup-link';
import { getLocale, getTranslations } from 'next-intl/server';
import { numberSymbols } from '@/lib/shared/grouping';
import { toLocale } from '@/lib/shared/locales';
import type { Summary } from '@/lib/schemas/report';
import { CountUp } from '../count-up';
import { ToneCards } from '../report/report-figures';

const cards = [
  { key: 'total_bsi', label: 'nav.bsi', href: '/bsi', tone: 'success' },
  { key: 'total_bsu', label: 'nav.bsu', href: '/bsu', tone: 'info' },
  { key: 'total_customer', label: 'nav.customer', href: '/customer', tone: 'warning' },
  { key: 'total_trash', label: 'nav.trash', href: '/trash', tone: 'primary' },
] as const satisfies ReadonlyArray<{ key: keyof Summary; label: string; href: string; tone: string }>;

export async function SummaryCards({ summary }: { summary: Summary }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const symbols = numberSymbols(locale);
  return (
    <ToneCards
      cards={cards}
      classes={{ row: 'row g-3 mb-4', column: 'col-12 col-sm-6 col-xl-3', card: 'summary-card', body: 'card-body' }}
      testId={(card) => `card-${card.key}`}
      title={(card) => t(card.label)}
    >
      {(card) => (
        <>
          <p className="display-6 fw-semibold mb-3">
            <CountUp value={summary[card.key]} symbols={symbols} testId="count" />
          </p>
          <MarkupLink href={card.href} className={`text-${card.tone}-emphasis link-offset-2`}>
            {t('dashboard.viewDetails')}
          </MarkupLink>
        </>
      )}
    </ToneCards>
  );
}
