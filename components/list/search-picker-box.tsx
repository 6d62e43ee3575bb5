'use client';

import { useEffect, useRef, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Option } from '@/lib/client/options';
import { personOptionsQuery } from '@/lib/client/queries/audit';
import { bsuOptionsQuery, collectorOptionsQuery, customerRecordOptionsQuery } from '@/lib/client/queries/collectors';
import { browserQueryClient } from '@/lib/client/query-client';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { Combobox } from '../form-kit/combobox';

export type PickerLabels = {
  placeholder: string;
  label: string;
  clear: string;
  loading: string;
  noOptions: string;
  typeMore: string;
  loadError: string;
};

/**
 * Where a picker searches: parent or unit banks, customers (the transaction list's filter) or the
 * accounts that acted (the audit trail's person filter, issue 18). A name rather than the query
 * itself, so a server component can choose it.
 */
export type PickerSource = 'collector' | 'bsu' | 'customer' | 'person';
const queries = {
  collector: collectorOptionsQuery,
  bsu: bsuOptionsQuery,
  customer: customerRecordOptionsQuery,
  person: personOptionsQuery,
};

export type PickerProps = {
  current: Option | null;
  labels: PickerLabels;
  /** The filter's place in the URL. */
  param: string;
  source?: PickerSource;
  /** The box's id, and its stand-in's test id. */
  id: string;
  /** How often the stand-in's clear was pressed: each new press clears (the first maybe before this came). */
  clears: number;
  /** Focus the box as it comes (its stand-in was used, not the clear). */
  focus: boolean;
};

/**
 * A list's filter's search box (search-picker.tsx stands in for it until first used, and keeps
 * its clear button): the list asked again, from page 1, with the one chosen or without it.
 */
export default function SearchPickerBox({
  current,
  labels,
  param,
  source = 'collector',
  id,
  clears,
  focus,
}: PickerProps) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const go = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(param, value);
    else next.delete(param);
    next.delete('page');
    const query = next.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };
  // Each press of the clear once, those made before this came included.
  const cleared = useRef(0);
  useEffect(() => {
    if (clears === cleared.current) return;
    cleared.current = clears;
    go(null);
  });
  return (
    <>
      <QueryClientProvider client={browserQueryClient()}>
        <Combobox
          id={id}
          value={current}
          onChange={(option) => go(option.value)}
          query={queries[source]}
          minChars={source === 'collector' ? COLLECTOR_SEARCH_MIN_CHARS : 0}
          placeholder={labels.placeholder}
          ariaLabel={labels.label}
          autoFocus={focus}
          // The clear goes once the list has no filter: the focus comes here, the list closed.
          quietFocus={clears}
          texts={labels}
        />
      </QueryClientProvider>
      {pending && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
    </>
  );
}
