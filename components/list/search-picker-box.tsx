'use client';

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

export default function SearchPickerBox({
  current,
  labels,
  onPick,
  source = 'collector',
  id = 'collector-filter',
}: {
  current: Option | null;
  labels: PickerLabels;
  onPick: (option: Option) => void;
  source?: PickerSource;
  id?: string;
}) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <Combobox
        id={id}
        value={current}
        onChange={onPick}
        query={queries[source]}
        minChars={source === 'collector' ? COLLECTOR_SEARCH_MIN_CHARS : 0}
        placeholder={labels.placeholder}
        ariaLabel={labels.label}
        autoFocus
        texts={labels}
      />
    </QueryClientProvider>
  );
}
