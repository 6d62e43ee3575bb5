'use client';

import { useLinkStatus } from 'next/link';

/** A spinner inside a link while the page it leads to is on its way. */
export function PendingMark() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className="spinner-border spinner-border-sm ms-1" aria-hidden="true" data-testid="link-pending" />
  ) : null;
}
