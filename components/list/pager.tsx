import type { ReactNode } from 'react';
import { pageWindow } from '@/lib/list-query';
import { PAGE_SIZES } from '@/lib/schemas/common';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { MarkupLink } from '../markup-link';

export type PagerLabels = {
  previous: string;
  next: string;
  nav: string;
  page: (page: number) => string;
  jump: string;
  go: string;
  size: string;
};

type Props = {
  href: (page: number) => string;
  page: number;
  lastPage: number;
  /** The list's path and the URL parameters the jump form carries along (search, filter, size). */
  action: string;
  hidden: Record<string, string>;
  size: number;
  labels: PagerLabels;
};

// The list's heading is at the top of the new page: Next scrolls there on navigation (item 16).
function PageLink({
  href,
  label,
  current,
  children,
}: {
  href: string | null;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  if (current) {
    return (
      <span className="btn btn-sm btn-primary" aria-current="page">
        {children}
      </span>
    );
  }
  if (!href) {
    return (
      <span className="btn btn-sm btn-light disabled" role="link" aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <MarkupLink href={href} className="btn btn-sm btn-light" ariaLabel={label}>
      {children}
    </MarkupLink>
  );
}

/**
 * Previous/next arrows (SPEC §2), page numbers, a page to jump to and the page size, all in the
 * URL. Markup written once on the server (lib/static-markup.ts, issue 19): ListFrame follows
 * its links and its form inside the app.
 */
export function Pager({ href, page, lastPage, action, hidden, size, labels }: Props) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center pager">
      <nav aria-label={labels.nav} className="d-flex flex-wrap gap-1" data-testid="pager">
        <PageLink href={page > 1 ? href(page - 1) : null} label={labels.previous}>
          <ChevronLeftIcon size={16} className="rtl-flip" />
        </PageLink>
        {pageWindow(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <span key={`gap${i}`} className="btn btn-sm disabled border-0 px-1" aria-hidden="true">
              …
            </span>
          ) : (
            <PageLink key={p} href={href(p)} label={labels.page(p)} current={p === page}>
              {p}
            </PageLink>
          ),
        )}
        <PageLink href={page < lastPage ? href(page + 1) : null} label={labels.next}>
          <ChevronRightIcon size={16} className="rtl-flip" />
        </PageLink>
      </nav>
      {/* Written in the order React DOM writes them (static-markup.test compares the two). */}
      <form className="d-flex gap-1 align-items-center" data-testid="pager-form" action={action} method="get">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Rows per page (?size=25): choosing one reloads the list from its first page. */}
        <select
          name="size"
          className="form-select form-select-sm w-auto"
          aria-label={labels.size}
          data-testid="page-size"
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s} selected={s === size}>
              {s}
            </option>
          ))}
        </select>
        <input
          type="number"
          min={1}
          max={lastPage}
          className="form-control form-control-sm pager-jump"
          aria-label={labels.jump}
          required
          name="page"
          defaultValue={page}
        />
        <button type="submit" className="btn btn-sm btn-light">
          {labels.go}
        </button>
      </form>
    </div>
  );
}
