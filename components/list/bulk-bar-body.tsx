'use client';

import { useState } from 'react';
import { useList } from './list-selection';

type BulkLabels = {
  /** '{count} dipilih': the message with its count put in here. */
  selected: string;
  delete: string;
  activate: string;
  deactivate: string;
  clear: string;
  selectPage: string;
  /** 'Pilih semua {count} yang cocok' and 'Semua {count} yang cocok dipilih'. */
  selectAll: string;
  allSelected: string;
  /** When the matching rows could not be read: '… {message}'. */
  failed: string;
  network: string;
};

const count = (template: string, n: number) => template.replace('{count}', n.toLocaleString());

/**
 * What shows while rows are picked: how many, Hapus terpilih, Aktifkan and Nonaktifkan (one
 * confirmation each), and Batal pilih. With the whole page picked and more rows matching the
 * view, "select all N matching" picks every one of them (up to the API's bulk limit; past it
 * the API's message asks to narrow the filter).
 */
export default function BulkBar({
  resource,
  labels,
  matching,
}: {
  resource: string;
  labels: BulkLabels;
  /** The list's total and its view as a query (filters, sort, search): what "all matching" reads. */
  matching: { total: number; pageRows: [number, string][]; query: string };
}) {
  const { picked, set, clear, open, preload } = useList();
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // How many rows "all matching" found: the list's total, less the caller's own account on Data User.
  const [found, setFound] = useState<{ query: string; count: number } | null>(null);
  const wholePage = matching.pageRows.every(([id]) => picked.has(id));
  const everything = found?.query === matching.query ? found.count : matching.total;
  const all = picked.size >= Math.min(matching.total, everything);
  const pickAll = async () => {
    setLoading(true);
    setProblem(null);
    try {
      const { bff, RequestError } = await import('@/lib/client/bff-fetch');
      try {
        const every = await bff<{ total: number; rows: [number, string][] }>(`strict/${resource}/ids`, {
          searchParams: Object.fromEntries(new URLSearchParams(matching.query)),
        });
        set(every.rows, true);
        setFound({ query: matching.query, count: every.rows.length });
      } catch (err) {
        const message = err instanceof RequestError && err.serverMessage ? err.serverMessage : labels.network;
        setProblem(labels.failed.replace('{message}', message));
      }
    } finally {
      setLoading(false);
    }
  };
  const ask = (kind: 'bulkDelete' | 'active' | 'inactive') => {
    const rows = { ids: [...picked.keys()], names: [...picked.values()] };
    open(kind === 'bulkDelete' ? { kind, ...rows } : { kind: 'bulkStatus', status: kind, ...rows });
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center list-bulk-bar" role="group" data-testid="bulk-bar">
      <span className="small fw-semibold" aria-live="polite" data-testid="bulk-count">
        {all && picked.size > matching.pageRows.length
          ? count(labels.allSelected, picked.size)
          : count(labels.selected, picked.size)}
      </span>
      {!wholePage && (
        // Phones show rows as cards, without the header's checkbox: the page can be picked here too.
        <button
          type="button"
          className="btn btn-sm btn-link p-0"
          onClick={() => set(matching.pageRows, true)}
          data-testid="bulk-select-page"
        >
          {labels.selectPage}
        </button>
      )}
      {wholePage && !all && (
        <button
          type="button"
          className="btn btn-sm btn-link p-0"
          onClick={pickAll}
          disabled={loading}
          data-testid="select-all-matching"
        >
          {loading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {count(labels.selectAll, matching.total)}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-soft-danger"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => ask('bulkDelete')}
        disabled={loading}
      >
        {labels.delete}
      </button>
      {(
        [
          ['active', 'bulk-activate', labels.activate],
          ['inactive', 'bulk-deactivate', labels.deactivate],
        ] as const
      ).map(([status, testId, label]) => (
        <button
          key={status}
          type="button"
          className="btn btn-sm btn-view"
          onClick={() => ask(status)}
          disabled={loading}
          data-testid={testId}
        >
          {label}
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-light" onClick={clear}>
        {labels.clear}
      </button>
      {problem && (
        <span className="small text-danger w-100" role="alert" data-testid="bulk-problem">
          {problem}
        </span>
      )}
    </div>
  );
}
