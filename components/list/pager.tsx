import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { pageWindow } from '@/lib/list-query';
import { PAGE_SIZES } from '@/lib/schemas/common';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { PageSizeSelect } from './page-size-select';
import { PendingMark } from './pending-mark';

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
    <Link href={href} className="btn btn-sm btn-light" aria-label={label}>
      {children}
      <PendingMark />
    </Link>
  );
}

/** Previous/next arrows (SPEC §2), page numbers, a page to jump to and the page size, all in the URL. */
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
      <form action={action} method="get" className="d-flex gap-1 align-items-center" data-testid="pager-form">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <PageSizeSelect label={labels.size} size={size} sizes={PAGE_SIZES} />
        <input
          type="number"
          name="page"
          min={1}
          max={lastPage}
          defaultValue={page}
          className="form-control form-control-sm pager-jump"
          aria-label={labels.jump}
          required
        />
        <button type="submit" className="btn btn-sm btn-light">
          {labels.go}
        </button>
      </form>
    </div>
  );
}
