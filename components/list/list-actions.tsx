'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { ListResource, ListState, ParentContext } from './list-types';

const loadHost = () => import('./list-host');
const ListHost = lazy(loadHost);

type Actions = { open: (state: Exclude<ListState, { kind: 'closed' }>) => void; preload: () => void };
const Context = createContext<Actions | null>(null);

function useActions() {
  const actions = useContext(Context);
  if (!actions) throw new Error('List buttons outside <ListActions>');
  return actions;
}

/**
 * The client part of a list screen: which modal is open. The modals, forms, toasts, React
 * Query and the message formatter load on the first click (or hover), never with the page.
 */
export function ListActions({
  resource,
  intl,
  parent,
  children,
}: {
  resource: ListResource;
  intl: IslandIntl;
  parent?: ParentContext;
  children: ReactNode;
}) {
  const [state, setState] = useState<ListState>({ kind: 'closed' });
  const [loaded, setLoaded] = useState(false);
  const open = useCallback((next: Exclude<ListState, { kind: 'closed' }>) => {
    setLoaded(true);
    setState(next);
  }, []);
  const actions = useMemo(() => ({ open, preload: () => void loadHost() }), [open]);
  return (
    <Context value={actions}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ListHost
            resource={resource}
            intl={intl}
            state={state}
            parent={parent}
            onClose={() => setState({ kind: 'closed' })}
          />
        </Suspense>
      )}
    </Context>
  );
}

export function AddButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { open, preload } = useActions();
  return (
    <button
      type="button"
      className="btn btn-brand d-inline-flex align-items-center gap-1"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open({ kind: 'form', row: null })}
    >
      {icon}
      {label}
    </button>
  );
}

/** `deleteId` null: the row cannot be deleted (the signed-in user's own account), so no Hapus. */
type RowActionsProps = {
  row: unknown;
  name: string;
  deleteId: number | null;
  labels: { edit: string; delete: string; editAria: string; deleteAria: string };
};

export function RowActions({ row, name, deleteId, labels }: RowActionsProps) {
  const { open, preload } = useActions();
  return (
    <div className="d-flex gap-1 justify-content-end flex-nowrap">
      <button
        type="button"
        className="btn btn-sm btn-soft-primary"
        aria-label={labels.editAria}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open({ kind: 'form', row })}
      >
        {labels.edit}
      </button>
      {deleteId !== null && (
        <button
          type="button"
          className="btn btn-sm btn-soft-danger"
          aria-label={labels.deleteAria}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => open({ kind: 'delete', name, id: deleteId })}
        >
          {labels.delete}
        </button>
      )}
    </div>
  );
}

/** Data Transaksi: opens the transaction's detail (SPEC: an extra-large modal). */
export function DetailButton({ id, label, ariaLabel }: { id: number; label: string; ariaLabel: string }) {
  const { open, preload } = useActions();
  return (
    <button
      type="button"
      className="btn btn-sm btn-soft-primary"
      aria-label={ariaLabel}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open({ kind: 'detail', id })}
    >
      {label}
    </button>
  );
}

type DecisionLabels = { accept: string; reject: string; acceptAria: string; rejectAria: string };

/** Isi Saldo, Penarikan Dana: Konfirmasi (and Tolak) on a pending request. */
export function DecisionButtons({ row, labels }: { row: unknown; labels: DecisionLabels }) {
  const { open, preload } = useActions();
  return (
    <div className="d-flex gap-1 justify-content-end flex-nowrap">
      <button
        type="button"
        className="btn btn-sm btn-brand"
        aria-label={labels.acceptAria}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open({ kind: 'decide', decision: 'accept', row })}
      >
        {labels.accept}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-soft-danger"
        aria-label={labels.rejectAria}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => open({ kind: 'decide', decision: 'reject', row })}
      >
        {labels.reject}
      </button>
    </div>
  );
}
