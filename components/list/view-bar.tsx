import type { ReactNode } from 'react';
import { hrefOf } from '@/lib/list-view';
import type { ExportFormat } from '@/lib/schemas/list-view';

/** A filter of the panel: a choice, a Jakarta day or an amount. */
export type ViewField = { name: string; label: string } & (
  | {
      kind: 'select';
      options: { value: string; label: string }[];
      /** What the empty choice says: 'Semua' unless the field has a default (an order). */
      none?: string;
    }
  | { kind: 'date' }
  | { kind: 'money' }
);

export type ViewBarLabels = {
  filters: string;
  apply: string;
  any: string;
  active: string;
  clearAll: string;
  quick: string;
  export: string;
  exportCsv: string;
  exportXlsx: string;
  exportHint: string;
  remove: (name: string) => string;
};

type Props = {
  basePath: string;
  /** The list state besides the view (search, page size): every link and the form keep it. */
  carried: Record<string, string>;
  /** The view's parts that hold, as the URL wrote them. */
  kept: Record<string, string>;
  fields: ViewField[];
  /** One chip per active filter: its URL name and what it says. */
  chips: { name: string; text: string }[];
  /** Quick picks of the date range (today, this week…), as Jakarta days. */
  quick: { label: string; from: string; to: string }[];
  /** The download of the whole view; absent when the list has no export. */
  exportHref?: (format: ExportFormat) => string;
  /** Islands that set a filter themselves (the bank pickers). */
  pickers?: ReactNode;
  /** Why parts of the URL were left out. */
  problems: string[];
  labels: ViewBarLabels;
};

/**
 * The list's view controls (issue 17), rendered on the server and working without script: a
 * filter panel that is a GET form (the URL stays the list's state, so the back button and a
 * shared link restore it), a chip per active filter that removes it, "clear all", quick date
 * ranges, and the download of exactly this view, every page of it.
 */
export function ViewBar({
  basePath,
  carried,
  kept,
  fields,
  chips,
  quick,
  exportHref,
  pickers,
  problems,
  labels,
}: Props) {
  const fieldNames = new Set(fields.map((f) => f.name));
  const hidden = Object.entries({ ...carried, ...kept }).filter(([name]) => !fieldNames.has(name));
  const without = (name: string) => hrefOf(basePath, { ...carried, ...kept, [name]: undefined });
  const clearAll = hrefOf(basePath, { ...carried, sort: kept.sort });
  const active = chips.length;
  return (
    <>
      <details className="list-view-filters" open={problems.length > 0 || undefined}>
        <summary className="btn btn-sm btn-view" data-testid="view-filters">
          {labels.filters}
          {active > 0 && <span className="badge text-bg-primary ms-1">{active}</span>}
        </summary>
        <form method="get" action={basePath} className="list-view-panel card card-body shadow-sm">
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="list-view-fields">
            {fields.map((field) => (
              <label key={field.name} className="form-label small mb-0">
                {field.label}
                {field.kind === 'select' ? (
                  <select
                    name={field.name}
                    defaultValue={kept[field.name] ?? ''}
                    className="form-select form-select-sm"
                  >
                    <option value="">{field.none ?? labels.any}</option>
                    {field.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    name={field.name}
                    type={field.kind === 'date' ? 'date' : 'number'}
                    {...(field.kind === 'money' ? { min: 0, step: 'any', inputMode: 'decimal' as const } : {})}
                    defaultValue={kept[field.name] ?? ''}
                    className="form-control form-control-sm"
                  />
                )}
              </label>
            ))}
          </div>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {quick.length > 0 && <span className="small text-body-secondary">{labels.quick}</span>}
            {quick.map((range) => (
              <a
                key={range.label}
                className="btn btn-sm btn-light"
                href={hrefOf(basePath, { ...carried, ...kept, from: range.from, to: range.to })}
              >
                {range.label}
              </a>
            ))}
            <button type="submit" className="btn btn-sm btn-primary ms-auto">
              {labels.apply}
            </button>
          </div>
        </form>
      </details>
      {pickers}
      {exportHref && (
        <div className="btn-group btn-group-sm" role="group" aria-label={labels.export} title={labels.exportHint}>
          <a className="btn btn-view" href={exportHref('csv')} data-testid="export-csv">
            {labels.exportCsv}
          </a>
          <a className="btn btn-view" href={exportHref('xlsx')} data-testid="export-xlsx">
            {labels.exportXlsx}
          </a>
        </div>
      )}
      <ViewProblems problems={problems} className="alert alert-warning w-100 mb-0 py-2 small" testId="view-problems" />
      {active > 0 && (
        <div className="list-view-chips w-100 d-flex flex-wrap gap-2" role="group" aria-label={labels.active}>
          {chips.map((chip) => (
            <a
              key={chip.name}
              href={without(chip.name)}
              className="badge rounded-pill bg-body-tertiary border list-view-chip"
              aria-label={labels.remove(chip.text)}
              data-testid={`chip-${chip.name}`}
            >
              {chip.text} <span aria-hidden="true">×</span>
            </a>
          ))}
          <a href={clearAll} className="small" data-testid="clear-filters">
            {labels.clearAll}
          </a>
        </div>
      )}
    </>
  );
}

/** Why parts of a URL were left out (and a download failed), in one warning; nothing when all held. */
export function ViewProblems({
  problems,
  className,
  testId,
}: {
  problems: string[];
  className: string;
  testId: string;
}) {
  if (problems.length === 0) return null;
  return (
    <div className={className} role="alert" data-testid={testId}>
      {problems.join(' · ')}
    </div>
  );
}

/** A filter that is a choice of `values`, each labelled by `labelOf`. */
export const choice = <V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): ViewField => ({ name, label, kind: 'select', options: values.map((value) => ({ value, label: labelOf(value) })) });
