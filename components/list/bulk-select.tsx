'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The rows picked on this page: id (what DELETE takes) → the name the confirmation shows. */
type Selection = {
  picked: Map<number, string>;
  set: (rows: [id: number, name: string][], on: boolean) => void;
  clear: () => void;
};
const Context = createContext<Selection | null>(null);

export function useSelection() {
  const selection = useContext(Context);
  if (!selection) throw new Error('Selection outside <SelectionProvider>');
  return selection;
}

/**
 * Row selection for bulk actions (issue 17), for one page of a list: a new page (paging, a
 * filter, rows deleted) starts with nothing picked, since `page` names its rows.
 */
export function SelectionProvider({ page, children }: { page: string; children: ReactNode }) {
  const [state, setState] = useState<{ page: string; picked: Map<number, string> }>({ page, picked: new Map() });
  const value = useMemo<Selection>(() => {
    const picked = state.page === page ? state.picked : new Map<number, string>();
    return {
      picked,
      set: (rows, on) => {
        const next = new Map(picked);
        for (const [id, name] of rows) {
          if (on) next.set(id, name);
          else next.delete(id);
        }
        setState({ page, picked: next });
      },
      clear: () => setState({ page, picked: new Map() }),
    };
  }, [page, state]);
  return <Context value={value}>{children}</Context>;
}

/** The header's checkbox: every row of the page, on or off. */
export function SelectPage({ rows, label }: { rows: [number, string][]; label: string }) {
  const { picked, set } = useSelection();
  const all = rows.length > 0 && rows.every(([id]) => picked.has(id));
  const some = !all && rows.some(([id]) => picked.has(id));
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={label}
      checked={all}
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      onChange={(e) => set(rows, e.target.checked)}
      data-testid="select-page"
    />
  );
}
