'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { Option } from '@/lib/client/options';
import { bsuOptionsQuery, collectorOptionsQuery, customerRecordOptionsQuery } from '@/lib/client/queries/collectors';
import { browserQueryClient } from '@/lib/client/query-client';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { Combobox } from '../form-kit/combobox';

export type FilterLabels = {
  placeholder: string;
  label: string;
  clear: string;
  loading: string;
  noOptions: string;
  typeMore: string;
  loadError: string;
};

/** Which banks (or customers: the transaction list's filter) a filter picks from. */
export type FilterKind = 'collector' | 'bsu' | 'customer';
const queries = { collector: collectorOptionsQuery, bsu: bsuOptionsQuery, customer: customerRecordOptionsQuery };

export default function CollectorFilterBox({
  current,
  labels,
  onPick,
  kind = 'collector',
  id = 'collector-filter',
}: {
  current: Option | null;
  labels: FilterLabels;
  onPick: (option: Option) => void;
  kind?: FilterKind;
  id?: string;
}) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <Combobox
        id={id}
        value={current}
        onChange={onPick}
        query={queries[kind]}
        minChars={kind === 'collector' ? COLLECTOR_SEARCH_MIN_CHARS : 0}
        placeholder={labels.placeholder}
        ariaLabel={labels.label}
        autoFocus
        texts={labels}
      />
    </QueryClientProvider>
  );
}
