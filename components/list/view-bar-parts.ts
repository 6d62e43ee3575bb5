import type { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import type { ReadView, ViewProblem } from '@/lib/list-view';
import type { SearchParams } from '@/lib/list-query';
import { dayStart, quickRangeNames, quickRanges } from '@/lib/shared/jakarta-days';
import type { Locale } from '@/lib/shared/locales';
import type { ViewBarLabels } from './view-bar';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** The bar's texts that are the view namespace's messages as they are. */
const PLAIN_TEXTS = [
  'filters',
  'apply',
  'any',
  'active',
  'clearAll',
  'quick',
  'export',
  'exportCsv',
  'exportXlsx',
] as const satisfies readonly (keyof ViewBarLabels)[];
type PlainText = (typeof PLAIN_TEXTS)[number];

/** What an export that failed says, by the status it failed with. */
const EXPORT_FAILURES: Record<string, string> = { '403': 'api.forbidden', '422': 'api.invalidInput' };

/** A view bar's texts, every list's alike (the audit trail's too); `total` is what a download holds. */
const viewBarLabels = (t: T, total: number): ViewBarLabels => ({
  ...(Object.fromEntries(PLAIN_TEXTS.map((key) => [key, t(`view.${key}`)])) as Record<PlainText, string>),
  exportHint: t('view.exportHint', { total }),
  remove: (name) => t('view.remove', { name }),
});

/**
 * What a view warns of: each filter of the URL that did not hold (`label` names it), and a
 * download that failed (`failures` names the message for its status).
 */
export function viewBarProblems(
  t: T,
  raw: SearchParams,
  problems: ViewProblem[],
  label: (name: string) => string,
  failures = EXPORT_FAILURES,
) {
  const exportError = typeof raw.exportError === 'string' ? raw.exportError : undefined;
  const messages = problems.map((p) => t('view.invalid', { message: `${label(p.field)}: ${t(p.key as never)}` }));
  if (exportError)
    messages.push(t('view.exportFailed', { message: t((failures[exportError] ?? 'errors.network') as never) }));
  return messages;
}

/** The quick picks of a range of days (today, this week…), as Jakarta days. */
export function quickPicks(t: T) {
  const ranges = quickRanges(new Date());
  return quickRangeNames.map((name) => ({ label: t(`view.${name}`), ...ranges[name] }));
}

/**
 * The ViewBar props every list's bar derives alike (the audit trail's too): where its links go and
 * what they keep, a chip per filter that holds (`show` reads its value, days read as dates, the
 * rest by their id), its warnings and its texts.
 */
export function viewBarParts({
  t,
  locale,
  raw,
  read: { kept, problems },
  total,
  basePath,
  carried,
  label,
  show,
}: {
  t: T;
  locale: Locale;
  raw: SearchParams;
  read: ReadView<object>;
  /** The list's total: what a download holds. */
  total: number;
  basePath: string;
  /** The list state besides the view (search, page size). */
  carried: Record<string, string>;
  /** A filter's name, in its chip and its warning. */
  label: (name: string) => string;
  show: Record<string, (value: string) => string>;
}) {
  const day = (value: string) => formatDate(dayStart(value), locale);
  const shown: Record<string, (value: string) => string> = { from: day, to: day, ...show };
  const chips = Object.entries(kept)
    .filter(([name]) => name !== 'sort')
    .map(([name, value]) => ({
      name,
      text: t('view.chip', { name: label(name), value: shown[name]?.(value) ?? `#${value}` }),
    }));
  return {
    basePath,
    carried,
    kept,
    chips,
    problems: viewBarProblems(t, raw, problems, label),
    labels: viewBarLabels(t, total),
  };
}
