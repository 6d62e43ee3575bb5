import type { ReactNode } from 'react';

/**
 * A column hides when the list itself (not the window: the sidebar takes its share) is
 * narrower than md 600, lg 900, xl 1100, xxl 1300 px (app/list.css). Where the list is still
 * wider than its card (a wider font, longer names), more give way in the browser
 * (lib/client/list-fit.ts). The first column, the status (`keep`) and the actions never do.
 */
export type Breakpoint = 'md' | 'lg' | 'xl' | 'xxl';

export type Column<Row> = {
  label: string;
  /** Classes for the values (the header keeps only the alignment ones: text-end, text-nowrap). */
  className?: string;
  cell: (row: Row) => ReactNode;
  /** Hidden on lists narrower than this. */
  hideBelow?: Breakpoint;
  /** Never gives way, however narrow the list: the row's status. */
  keep?: boolean;
  /** Long text (an address): at most two lines, the whole of it in the title. */
  clamp?: boolean;
  /** The API's sort key ('amount'): the header sorts by it, descending first, then ascending. */
  sort?: string;
};

export function sortHeader(label: string, key: string, current: string, href: (sort: string) => string, aria: string) {
  const state: 'ascending' | 'descending' | undefined =
    current === key ? 'ascending' : current === `-${key}` ? 'descending' : undefined;
  const next = state === 'descending' ? key : `-${key}`;
  return {
    ariaSort: state ?? ('none' as const),
    content: (
      <a className="list-sort" href={href(next)} aria-label={aria} data-testid={`sort-${key}`}>
        {label}
      </a>
    ),
  };
}

const hidden = (column: { hideBelow?: Breakpoint }) => (column.hideBelow ? `list-hide-${column.hideBelow}` : '');
/** The header says what gives way (lib/client/list-fit.ts reads it); the cells follow their header. */
export const headerClass = <Row,>(column: Column<Row>) =>
  [
    hidden(column),
    column.keep ? 'list-keep' : '',
    ...(column.className ?? '').split(' ').filter((c) => c === 'text-end' || c === 'text-nowrap'),
  ]
    .filter(Boolean)
    .join(' ') || undefined;
export const cellClass = <Row,>(column: Column<Row>) =>
  [hidden(column), column.className ?? ''].join(' ').trim() || undefined;

export function cellOf<Row>(column: Column<Row>, row: Row) {
  const value = column.cell(row);
  if (!column.clamp) return value;
  return (
    <span className="cell-clamp" title={typeof value === 'string' ? value : undefined}>
      {value}
    </span>
  );
}
