'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import type { IslandIntl } from '@/lib/i18n/messages';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { picksOf } from './list-context';
import { ListContext } from './list-selection';
import { SavedViewsMenu, SearchTyping } from './list-tools';
import type { ListScope, ListState, Opened } from './list-types';

const ListHost = onDemand(() => import('./list-host'));
const BulkBar = onDemand(() => import('./bulk-bar-body'));
/** No rows picked (never changed: a pick makes a new map). */
const NONE: ReadonlyMap<number, string> = new Map();

/** What woke the list's behaviour up: a `data-opens` button pressed, or only a hover or focus near one. */
export type Wake = { opens?: HTMLElement; preload?: boolean };

/** What a `data-opens` button opens, its row put back from the page's rows (JSON) by id (`data-row-ref`). */
function opensOf(button: HTMLElement, items: string): Opened {
  const opens = JSON.parse(button.dataset.opens!) as Opened & { row?: unknown };
  if (button.hasAttribute('data-row-ref'))
    opens.row = (JSON.parse(items) as { id: number }[]).find((row) => row.id === opens.row) ?? null;
  return opens;
}

type Props = ListScope & {
  intl: IslandIntl;
  wake: Wake;
  /** Set while this is mounted: the frame then leaves the buttons and checkboxes to it. */
  awakeRef: RefObject<boolean>;
  card: RefObject<HTMLElement | null>;
  body: RefObject<HTMLTableSectionElement | null>;
  /** The checkboxes used before this was there, in order: rows, and ticked or not. */
  earlyPicks: RefObject<[rows: [number, string][], on: boolean][]>;
  /** Where the bulk bar goes in the tool bar. */
  slot: HTMLElement | null;
  bulk?: ComponentProps<typeof BulkBar>;
  /** The page's rows as JSON, for the buttons that open a modal with theirs. */
  items: string;
  /** The rows' markup object: a new one is a new page of rows. */
  rows: object;
};

/**
 * What a list's buttons, checkboxes and tool bar do (components/list/list-frame.tsx loads it on
 * the first hover, focus or use of one): a `data-opens` button opens its modal (its code and
 * messages load first), a checkbox picks its row, or the page's, for the bulk bar, which loads
 * with the first pick; typing searches and the saved views open (list-tools.tsx). A box ticked, a
 * button pressed, a search typed or a menu opened before this arrived is taken as it is.
 */
export default function ListBehaviour({
  intl,
  wake,
  awakeRef,
  earlyPicks,
  card,
  body,
  slot,
  bulk,
  items,
  rows,
  ...scope
}: Props) {
  // The modals: which one is open.
  const [state, setState] = useState<ListState>({ kind: 'closed' });
  const [hosted, setHosted] = useState(false);
  const preload = useCallback(() => {
    ListHost.preload();
    preloadIslandMessages(intl);
  }, [intl]);
  const open = useCallback(
    (next: Opened) => {
      preload();
      setHosted(true);
      setState(next);
    },
    [preload],
  );
  // A button pressed before this arrived opens now, each press once (a new page's props, a
  // refresh after a save, must not open it again); a hover or focus near one loads the modals.
  const [woken, setWoken] = useState<Wake | null>(null);
  if (woken !== wake) {
    setWoken(wake);
    if (wake.opens) {
      setHosted(true);
      setState(opensOf(wake.opens, items));
    }
  }
  useEffect(() => {
    if (wake.opens || wake.preload) preload();
  }, [wake, preload]);

  // The rows picked, for this page only: a new page (paging, a filter, rows deleted) starts afresh.
  const pageRows = bulk?.matching.pageRows;
  const page = pageRows?.map(([id]) => id).join(',') ?? '';
  const [selection, setSelection] = useState({ page, picked: NONE });
  const picked = selection.page === page ? selection.picked : NONE;
  const set = useCallback(
    (rows: [number, string][], on: boolean) =>
      setSelection((before) => {
        const next = new Map(before.page === page ? before.picked : undefined);
        for (const [id, name] of rows) {
          if (on) next.set(id, name);
          else next.delete(id);
        }
        return { page, picked: next };
      }),
    [page],
  );
  const clear = useCallback(() => setSelection({ page, picked: NONE }), [page]);
  const list = useMemo(() => ({ picked, set, clear, open, preload }), [picked, set, clear, open, preload]);
  // Each change of the picks asks for the bulk bar's code: fetched once, or again after a failure.
  useEffect(() => {
    if (picked.size > 0) BulkBar.preload();
  }, [picked]);

  // The checkboxes show the selection, whichever control changed it (the head's, Batal pilih).
  // The picks made before this was there join it first, in the order they were made (the frame
  // kept them), then any box ticked before the page's script ran: once per page of rows.
  const adopted = useRef<object | null>(null);
  useEffect(() => {
    const boxes = [...(body.current?.querySelectorAll<HTMLInputElement>('input[data-select]') ?? [])];
    const all = card.current?.querySelector<HTMLInputElement>('input[data-select-page]');
    if (adopted.current !== rows) {
      adopted.current = rows;
      const early = new Map(picked);
      // Only this page's rows: a pick made on the page before cannot follow to this one.
      const here = new Set(pageRows?.map(([id]) => id));
      for (const [rows, on] of earlyPicks.current.splice(0))
        for (const [id, name] of rows) {
          if (on && here.has(id)) early.set(id, name);
          else early.delete(id);
        }
      for (const box of boxes)
        if (box.checked && !early.has(Number(box.dataset.select)))
          early.set(Number(box.dataset.select), box.dataset.name ?? '');
      if (all?.checked) for (const [id, name] of pageRows ?? []) if (!early.has(id)) early.set(id, name);
      if (early.size !== picked.size || [...early.keys()].some((id) => !picked.has(id))) {
        // Only an effect can read what was ticked before.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setSelection({ page, picked: early });
        return;
      }
    }
    for (const box of boxes) box.checked = picked.has(Number(box.dataset.select));
    if (all && pageRows) {
      all.checked = pageRows.length > 0 && pageRows.every(([id]) => picked.has(id));
      all.indeterminate = !all.checked && pageRows.some(([id]) => picked.has(id));
    }
  }, [picked, rows, page, pageRows, body, card, earlyPicks]);

  // From now on the buttons and checkboxes are this one's (React's listeners see only the
  // elements it rendered itself: these are markup).
  const latest = useRef({ items, pageRows });
  useLayoutEffect(() => {
    latest.current = { items, pageRows };
  });
  useLayoutEffect(() => {
    const element = card.current!;
    awakeRef.current = true;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const { items, pageRows } = latest.current;
      const picks = picksOf(target, pageRows);
      if (picks) return set(picks, (target as HTMLInputElement).checked);
      const button = target.closest<HTMLElement>('[data-opens]');
      if (button && element.contains(button)) open(opensOf(button, items));
    };
    const onNear = (event: Event) => {
      if ((event.target as Element).closest?.('[data-opens]')) preload();
    };
    const listening = new AbortController();
    element.addEventListener('click', onClick, listening);
    element.addEventListener('pointerover', onNear, listening);
    element.addEventListener('focusin', onNear, listening);
    return () => {
      awakeRef.current = false;
      listening.abort();
    };
  }, [awakeRef, card, set, open, preload]);

  return (
    <ListContext value={list}>
      <SearchTyping card={card} />
      <SavedViewsMenu card={card} />
      {bulk &&
        picked.size > 0 &&
        slot &&
        createPortal(
          <OnDemandSlot message={bulk.labels.network}>
            <BulkBar {...bulk} />
          </OnDemandSlot>,
          slot,
        )}
      {hosted && (
        <OnDemandSlot message={intl.unreachable}>
          <ListHost {...scope} intl={intl} state={state} onOpen={open} onClose={() => setState({ kind: 'closed' })} />
        </OnDemandSlot>
      )}
    </ListContext>
  );
}
