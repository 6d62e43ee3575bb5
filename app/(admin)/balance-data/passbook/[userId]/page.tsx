import { MarkupLink } from '@/components/markup-link';
import { forbidden, notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ChevronLeftIcon } from '@/components/icons';
import { PeriodBar } from '@/components/period/period-bar';
import { ViewProblems } from '@/components/list/view-bar';
import { quickPicks, viewBarProblems } from '@/components/list/view-bar-parts';
import { PassbookHead, PassbookTable } from '@/components/passbook/passbook-view';
import { PrintButton } from '@/components/print/print-button';
import { StaticPart } from '@/components/static-part';
import { loaded } from '@/lib/api/list';
import { readPassbook } from '@/lib/api/passbook';
import { appEnv } from '@/lib/env';
import type { SearchParams } from '@/lib/list-query';
import { hrefOf, readView } from '@/lib/list-view';
import { pageTitle } from '@/lib/page-title';
import { can, resourceAbilities } from '@/lib/schemas/access';
import { idSchema } from '@/lib/schemas/fields';
import { passbookPeriod, passbookPeriodNames, passbookPeriodSchema } from '@/lib/schemas/passbook';
import { requireSession, withSession } from '@/lib/session/check';
import { toLocale } from '@/lib/shared/locales';

export const generateMetadata = () => pageTitle('passbook.title');

/** What a download that failed says, by the status it failed with (lib/bff/export.ts sends it back here). */
const EXPORT_FAILURES: Record<string, string> = {
  '403': 'api.forbidden',
  '404': 'api.customerNotFound',
  '422': 'api.invalidInput',
};

type Props = { params: Promise<{ userId: string }>; searchParams: Promise<SearchParams> };

/**
 * Buku Tabungan (issue 18): a customer's passbook for a period, read on the server, printed on
 * A4 or A5 paper (components/print, passbook.css) or downloaded as XLSX. The period lives in the URL.
 */
export default async function PassbookPage({ params, searchParams }: Props) {
  const session = await requireSession();
  if (!can(session.user.access?.role, resourceAbilities.balance.read)) forbidden();
  const userId = idSchema('validation.id').safeParse((await params).userId);
  if (!userId.success) notFound();
  const raw = await searchParams;
  // A day that does not hold is left out and named; the rest of the URL still applies.
  const read = readView(raw, passbookPeriodNames, passbookPeriodSchema);
  const [t, locale, result] = await Promise.all([
    getTranslations(),
    getLocale().then(toLocale),
    loaded(withSession((s) => readPassbook(s, userId.data, read.kept))),
  ]);
  const book = result.data;
  const period = book ? { from: book.from, to: book.to } : passbookPeriod(read.kept);
  const basePath = `/balance-data/passbook/${userId.data}`;
  const problems = viewBarProblems(t, raw, read.problems, (name) => t(`view.${name}` as never), EXPORT_FAILURES);
  return (
    <article className="passbook" data-testid="passbook">
      <div className="passbook-tools d-print-none" role="group" aria-label={t('passbook.tools')}>
        <MarkupLink href="/balance-data" className="btn btn-sm btn-view d-inline-flex align-items-center gap-1">
          <ChevronLeftIcon size={14} className="rtl-flip" />
          {t('passbook.back')}
        </MarkupLink>
        <PeriodBar
          basePath={basePath}
          inline="passbook-period"
          testIdPrefix="passbook"
          period={period}
          quick={quickPicks(t)}
          labels={{
            form: t('passbook.periodForm'),
            from: t('view.from'),
            to: t('view.to'),
            show: t('passbook.show'),
            quick: t('view.quick'),
          }}
        />
        {book && (
          <div className="passbook-actions">
            <PrintButton page="a4" label={t('passbook.printA4')} testId="passbook-print-a4" />
            <PrintButton page="a5" label={t('passbook.printA5')} testId="passbook-print-a5" />
            <a
              className="btn btn-sm btn-view"
              href={hrefOf('/strict/export/passbook', { user_id: String(userId.data), ...period, format: 'xlsx' })}
              data-testid="passbook-xlsx"
            >
              {t('passbook.download')}
            </a>
          </div>
        )}
      </div>
      <ViewProblems
        problems={problems}
        className="alert alert-warning py-2 small d-print-none"
        testId="passbook-problems"
      />
      {book ? (
        <section className="card border-0 shadow-sm passbook-sheet print-sheet" aria-labelledby="passbook-title">
          <PassbookHead book={book} t={t} locale={locale} appName={appEnv().APP_NAME} />
          <div className="passbook-scroll">
            {/* A year of movements is thousands of rows with nothing to run: written once as HTML (issue 19). */}
            <StaticPart>
              <PassbookTable book={book} t={t} locale={locale} />
            </StaticPart>
          </div>
        </section>
      ) : (
        <div className="alert alert-danger" role="alert" data-testid="passbook-error">
          {t('passbook.loadError', { message: result.error })}
        </div>
      )}
    </article>
  );
}
