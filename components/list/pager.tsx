import type { ReactNode } from 'react';
import Link from 'next/link';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { PendingMark } from './pending-mark';

type Props = { href: (page: number) => string; page: number; hasNext: boolean; labels: { previous: string; next: string; nav: string } };

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) {
    return (
      <span className="btn btn-sm btn-light disabled" aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} className="btn btn-sm btn-light" aria-label={label} scroll={false} prefetch={false}>
      {children}
      <PendingMark />
    </Link>
  );
}

/** Previous/next arrows (SPEC §2), links rendered on the server from the URL's state. */
export function Pager({ href, page, hasNext, labels }: Props) {
  return (
    <nav aria-label={labels.nav} className="d-flex gap-1">
      <PageLink href={page > 1 ? href(page - 1) : null} label={labels.previous}>
        <ChevronLeftIcon size={16} className="rtl-flip" />
      </PageLink>
      <PageLink href={hasNext ? href(page + 1) : null} label={labels.next}>
        <ChevronRightIcon size={16} className="rtl-flip" />
      </PageLink>
    </nav>
  );
}
