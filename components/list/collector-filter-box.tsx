'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { Option } from '@/lib/client/options';
import { collectorOptionsQuery } from '@/lib/client/queries/collectors';
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

export default function CollectorFilterBox({
  current,
  labels,
  onPick,
}: {
  current: Option | null;
  labels: FilterLabels;
  onPick: (option: Option) => void;
}) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <Combobox
        id="collector-filter"
        value={current}
        onChange={onPick}
        query={collectorOptionsQuery}
        minChars={COLLECTOR_SEARCH_MIN_CHARS}
        placeholder={labels.placeholder}
        ariaLabel={labels.label}
        autoFocus
        texts={labels}
      />
    </QueryClientProvider>
  );
}
