import type { ReactNode } from 'react';
import { MarkupLink } from '@/components/markup-link';
import { StaticPart } from '@/components/static-part';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount, formatMoney, formatQuantity } from '@/lib/format';
import type { PeriodReport } from '@/lib/schemas/period-report';
import { toLocale } from '@/lib/shared/locales';
import type { FigureLinks } from './report-query';

/** A figure: its label's key under report.figures, what it shows, and its value as the API wrote it (data-value). */
type Figure = [key: string, shown: string, value: string | number];
type Card = { key: string; tone: string; figures: Figure[]; href?: string; note?: string };

/**
 * The report's figures (issue 18), a card each: customers, deposits, sales to the parent bank,
 * top-ups, withdrawals and the balances owed. A card whose rows a list can show links to it.
 * Written once as HTML (issue 19), its links followed inside the app.
 */
export async function ReportFigures({ report, links }: { report: PeriodReport; links: FigureLinks }) {
  const [t, locale] = await Promise.all([getTranslations('report'), getLocale().then(toLocale)]);
  const count = (n: number) => formatCount(n, locale);
  const flow = (f: PeriodReport['deposits']): Figure[] => [
    ['count', count(f.count), f.count],
    ['kg', `${formatQuantity(f.kg, locale)} kg`, f.kg],
    ['amount', formatMoney(f.amount, locale), f.amount],
  ];
  const requests = (r: PeriodReport['topups']): Figure[] => [
    ['requests', count(r.count), r.count],
    ['amount', formatMoney(r.amount, locale), r.amount],
  ];
  const { customers, balances } = report;
  const cards: Card[] = [
    {
      key: 'customers',
      tone: 'warning',
      href: links.customers,
      note: t('notes.customers'),
      figures: [
        ['total', count(customers.total), customers.total],
        ['active', count(customers.active), customers.active],
        ['new', count(customers.new), customers.new],
      ],
    },
    {
      key: 'deposits',
      tone: 'success',
      href: links.transactions,
      note: t('notes.transactions'),
      figures: flow(report.deposits),
    },
    {
      key: 'pickups',
      tone: 'info',
      href: links.transactions,
      note: t('notes.transactions'),
      figures: flow(report.pickups),
    },
    { key: 'topups', tone: 'primary', href: links.topups, note: t('notes.wallets'), figures: requests(report.topups) },
    {
      key: 'withdrawals',
      tone: 'danger',
      href: links.withdrawals,
      note: t('notes.wallets'),
      figures: requests(report.withdrawals),
    },
    {
      key: 'balances',
      tone: 'secondary',
      note: t('notes.balances'),
      figures: [
        ['opening', formatMoney(balances.opening, locale), balances.opening],
        ['closing', formatMoney(balances.closing, locale), balances.closing],
      ],
    },
  ];
  return (
    <StaticPart>
      <ToneCards
        cards={cards}
        classes={{
          row: 'row g-3 mb-4 report-cards',
          column: 'col-12 col-md-6 col-xxl-4',
          card: 'report-card',
          body: 'card-body d-flex flex-column',
        }}
        testId={(card) => `report-card-${card.key}`}
        title={(card) => t(`cards.${card.key}`)}
      >
        {(card) => (
          <>
            <dl className="report-figures">
              {card.figures.map(([key, shown, value]) => (
                <div key={key} className="report-figure">
                  <dt>{t(`figures.${key}`)}</dt>
                  <dd data-testid={`figure-${card.key}-${key}`} data-value={value}>
                    {shown}
                  </dd>
                </div>
              ))}
            </dl>
            {card.note && <p className="small text-body-secondary mb-2">{card.note}</p>}
            {card.href && (
              <MarkupLink
                href={card.href}
                className={`mt-auto text-${card.tone}-emphasis link-offset-2 print-hide`}
                ariaLabel={t('openListAria', { what: t(`cards.${card.key}`) })}
                testId={`link-${card.key}`}
              >
                {t('openList')}
              </MarkupLink>
            )}
          </>
        )}
      </ToneCards>
    </StaticPart>
  );
}

/**
 * A row of cards, each with its tone's border at the start and a small-caps title above what
 * `children` puts in it: the report's figures, the dashboard's totals. `classes` names the row,
 * each column, each card and each card's body.
 */
export function ToneCards<C extends { key: string; tone: string }>({
  cards,
  classes,
  testId,
  title,
  children,
}: {
  cards: readonly C[];
  classes: { row: string; column: string; card: string; body: string };
  testId: (card: C) => string;
  title: (card: C) => string;
  children: (card: C) => ReactNode;
}) {
  return (
    <div className={classes.row}>
      {cards.map((card) => (
        <div key={card.key} className={classes.column}>
          <section
            className={`card ${classes.card} h-100 border-0 shadow-sm border-start border-4 border-${card.tone}`}
            data-testid={testId(card)}
          >
            <div className={classes.body}>
              <h2 className="h6 text-uppercase text-body-secondary fw-semibold">{title(card)}</h2>
              {children(card)}
            </div>
          </section>
        </div>
      ))}
    </div>
  );
}
