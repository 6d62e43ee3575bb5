import { hrefOf } from '@/lib/list-view';
import type { PeriodName } from '@/lib/shared/periods';

type Labels = { form: string; from: string; to: string; show: string; quick: string };
/** A quick pick: a named period (the report's: this month, last quarter…) or a plain range (the lists'). */
type Pick = { name?: PeriodName; label: string; from: string; to: string };

/**
 * A screen's period (issue 18: the report, the dashboard, the passbook): the quick picks as links,
 * and any two Jakarta days in a GET form, so it works without script and the URL stays the
 * screen's state. `keep` goes along with both (the report's bank), as hidden fields in the form.
 * `inline` names the form's class when the bar is one form in a row of tools (the passbook's):
 * the days first, then the picks, inside the form.
 */
export function PeriodBar({
  basePath,
  period,
  keep = {},
  quick,
  current,
  labels,
  testIdPrefix,
  inline,
}: {
  /** The screen the period is for: where the picks and the form go. */
  basePath: string;
  period: { from: string; to: string };
  keep?: Record<string, string>;
  quick: Pick[];
  /** The quick pick the period is, if it is one. */
  current?: PeriodName;
  labels: Labels;
  /** The days' and the button's test ids: `${testIdPrefix}-from`, `-to`, `-show`. */
  testIdPrefix: string;
  inline?: string;
}) {
  const picks = (
    <div
      className={inline ? 'd-flex flex-wrap gap-1 align-items-center' : 'report-quick'}
      role="group"
      aria-label={labels.quick}
    >
      <span className="small text-body-secondary">{labels.quick}</span>
      {quick.map((range) => {
        const on = range.name !== undefined && range.name === current;
        return (
          <a
            key={range.name ?? range.label}
            className={`btn btn-sm ${on ? 'btn-primary' : 'btn-light'}`}
            aria-current={on ? 'true' : undefined}
            href={hrefOf(basePath, { from: range.from, to: range.to, ...keep })}
            data-testid={range.name && `period-${range.name}`}
          >
            {range.label}
          </a>
        );
      })}
    </div>
  );
  const days = (
    <>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {(['from', 'to'] as const).map((name) => (
        <label key={name} className="form-label small mb-0">
          {labels[name]}
          <input
            type="date"
            name={name}
            defaultValue={period[name]}
            required
            className="form-control form-control-sm"
            data-testid={`${testIdPrefix}-${name}`}
          />
        </label>
      ))}
      <button type="submit" className="btn btn-sm btn-primary" data-testid={`${testIdPrefix}-show`}>
        {labels.show}
      </button>
    </>
  );
  if (inline)
    return (
      <form method="get" action={basePath} className={inline} aria-label={labels.form}>
        {days}
        {picks}
      </form>
    );
  return (
    <div className="report-period d-print-none">
      {picks}
      <form method="get" action={basePath} className="report-days" aria-label={labels.form}>
        {days}
      </form>
    </div>
  );
}
