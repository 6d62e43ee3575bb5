'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import type { IslandIntl } from '@/lib/i18n/messages';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import type { ListScope, ListState, Opened, OpenerProps } from './list-types';

const ListHost = onDemand(() => import('./list-host'));

type Actions = { open: (state: Opened) => void; preload: () => void };
const Context = createContext<Actions | null>(null);

function useActions() {
  const actions = useContext(Context);
  if (!actions) throw new Error('List buttons outside <ListActions>');
  return actions;
}

/** For an island of the list that opens a modal of its own (the bulk bar). */
export const useListOpener = useActions;

/**
 * The client part of a list screen: which modal is open. The modals, forms, toasts, React
 * Query and the message formatter load on the first click (or hover), never with the page.
 */
export function ListActions({ children, ...host }: ListScope & { intl: IslandIntl; children: ReactNode }) {
  const [state, setState] = useState<ListState>({ kind: 'closed' });
  const [loaded, setLoaded] = useState(false);
  // The modals' code and their messages start loading together, on hover or focus, else on the click.
  const { intl } = host;
  const preload = useCallback(() => {
    ListHost.preload();
    preloadIslandMessages(intl);
  }, [intl]);
  const open = useCallback(
    (next: Opened) => {
      preload();
      setLoaded(true);
      setState(next);
    },
    [preload],
  );
  const actions = useMemo(() => ({ open, preload }), [open, preload]);
  return (
    <Context value={actions}>
      {children}
      {loaded && (
        <OnDemandSlot message={intl.unreachable}>
          <ListHost {...host} state={state} onOpen={open} onClose={() => setState({ kind: 'closed' })} />
        </OnDemandSlot>
      )}
    </Context>
  );
}

/** A button that opens `opens`, loading the modals on hover or focus first. */
export function OpenButton({ opens, className, ariaLabel, children }: OpenerProps) {
  const { open, preload } = useActions();
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open(opens)}
    >
      {children}
    </button>
  );
}

export function AddButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <OpenButton opens={{ kind: 'form', row: null }} className="btn btn-brand d-inline-flex align-items-center gap-1">
      {icon}
      {label}
    </OpenButton>
  );
}
