'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { Option } from '@/lib/client/options';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import type { PickerLabels, PickerSource } from './search-picker-box';

const FilterBox = onDemand(() => import('./search-picker-box'));

/**
 * SPEC §2 Unit banks: the card header's parent-bank selector, searching after more than three
 * characters; choosing one shows only that parent's units. The search box itself loads when
 * first focused or clicked, keeping it out of the page's first load. The transaction list
 * filters by a parent or a unit bank the same way, and the audit trail by the person who acted
 * (`param` names its place in the URL, `source` where it searches).
 */
export function SearchPicker({
  current,
  labels,
  param = 'collectorId',
  source = 'collector',
}: {
  current: Option | null;
  labels: PickerLabels;
  param?: string;
  source?: PickerSource;
}) {
  const name = param === 'collectorId' ? 'collector-filter' : `${param}-filter`;
  const [active, setActive] = useState(false);
  const standInBox = useRef<HTMLInputElement>(null);
  // A focus that landed before the page hydrated was never heard (a click, a Tab, the browser
  // restoring it): the search box comes now, rather than wait for a focus that already happened.
  useEffect(() => {
    if (standInBox.current && document.activeElement === standInBox.current) setActive(true);
  }, []);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const go = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(param, id);
    else next.delete(param);
    next.delete('page');
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  const activate = () => {
    FilterBox.preload();
    setActive(true);
  };
  const standIn = (
    <input
      ref={standInBox}
      type="text"
      readOnly
      className="form-select"
      value={current?.label ?? ''}
      placeholder={labels.placeholder}
      aria-label={labels.label}
      onFocus={activate}
      // The focus may have come before the page hydrated: a click after it opens the box too.
      onClick={activate}
      onPointerEnter={FilterBox.preload}
      data-testid={name}
    />
  );
  return (
    <div className="collector-filter d-flex gap-1 align-items-center">
      {active ? (
        <OnDemandSlot message={labels.loadError} fallback={standIn}>
          <FilterBox
            current={current}
            labels={labels}
            onPick={(option) => go(option.value)}
            source={source}
            id={name}
          />
        </OnDemandSlot>
      ) : (
        standIn
      )}
      {pending && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
      {current && (
        <button type="button" className="btn btn-sm btn-light text-nowrap" onClick={() => go(null)}>
          {labels.clear}
        </button>
      )}
    </div>
  );
}
