'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import { fitColumns } from '@/lib/client/list-fit';
import { followInApp } from '@/lib/client/plain-click';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { MarkupSource } from '@/lib/markup-handover';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { ListContext } from './list-context';
import type { ListScope, ListState, Opened } from './list-types';

const ListHost = onDemand(() => import('./list-host'));
const BulkBar = onDemand(() => import('./bulk-bar-body'));
const PENDING = 'link-pending';
/** No rows picked (never changed: a pick makes a new map). */
const NONE: ReadonlyMap<number, string> = new Map();

type Props = ListScope & {
  intl: IslandIntl;
  /** The card's accessible name: the screen's title. */
  label: string;
  /** The tool bar's start: Tambah (a `data-opens` button), the screen's own tools. */
  toolbar: ReactNode;
  /** The tool bar's end: 'Cari...'. */
  search: ReactNode;
  /** The bulk bar's props, where rows offer Hapus (issue 17). */
  bulk?: ComponentProps<typeof BulkBar>;
  /** The table's head row, with the page's checkbox (`data-select-page`); absent with `error`. */
  head?: ReactNode;
  /** What stands instead of the table when the rows could not be read. */
  error?: ReactNode;
  /** The rows and the footer (range, pager): markup written once on the server (issue 19). */
  rows: MarkupSource;
  footer: MarkupSource;
  /** The rows whose buttons open a modal with their row (`data-row-ref`), by id. */
  items?: { id: number }[];
  /** The table's wrapper's id: the first paint waits for it (components/list/list-page.tsx). */
  bodyId: string;
  footerClass: string;
};

/**
 * A list's one island (issue 19). Its tool bar, head, rows and pager are markup from the server;
 * one set of listeners on the card does what they offer: a `data-opens` button (Tambah, a row's
 * Edit or Hapus) opens its modal, whose code loads on hover or focus, else on the click; a
 * checkbox picks its row, or the page's, for the bulk bar, which loads with the first pick; a link
 * in the rows or the pager is followed inside the app (the pager's with a spinner in it), and the
 * jump form and a new page size too. The columns with no room give way (lib/client/list-fit.ts).
 */
export function ListFrame({
  intl,
  label,
  toolbar,
  search,
  bulk,
  head,
  error,
  rows,
  footer,
  items = [],
  bodyId,
  footerClass,
  ...scope
}: Props) {
  const router = useRouter();
  const section = useRef<HTMLElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const { handover: rowsKey, inner: rowsMarkup } = useMarkupSource(rows);
  const { handover: footKey, inner: footMarkup } = useMarkupSource(footer);
  const [pending, startTransition] = useTransition();

  // The modals: which one is open; their code and messages load on the first hover, focus or click.
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

  // The rows picked, for this page only: a new page (paging, a filter, rows deleted) starts afresh.
  const pageRows = bulk?.matching.pageRows;
  const page = pageRows?.map(([id]) => id).join(',') ?? '';
  const [selection, setSelection] = useState({ page, picked: new Map<number, string>() });
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
  const clear = useCallback(() => setSelection({ page, picked: new Map() }), [page]);
  const list = useMemo(() => ({ picked, set, clear, open, preload }), [picked, set, clear, open, preload]);
  // Each change of the picks asks for the bulk bar's code: fetched once, or again after a failure.
  useEffect(() => {
    if (picked.size > 0) BulkBar.preload();
  }, [picked]);

  // The checkboxes show the selection, whichever control changed it (the head's, Batal pilih).
  // Boxes ticked before this island woke up (a slow phone) join it first: nobody heard them.
  const adopted = useRef<typeof rowsMarkup | null>(null);
  useEffect(() => {
    const boxes = [...(body.current?.querySelectorAll<HTMLInputElement>('input[data-select]') ?? [])];
    if (adopted.current !== rowsMarkup) {
      adopted.current = rowsMarkup;
      const early = boxes.filter((box) => box.checked && !picked.has(Number(box.dataset.select)));
      if (early.length) {
        set(
          early.map((box) => [Number(box.dataset.select), box.dataset.name ?? '']),
          true,
        );
        return;
      }
    }
    for (const box of boxes) box.checked = picked.has(Number(box.dataset.select));
    const all = section.current?.querySelector<HTMLInputElement>('input[data-select-page]');
    if (all && pageRows) {
      all.checked = pageRows.length > 0 && pageRows.every(([id]) => picked.has(id));
      all.indeterminate = !all.checked && pageRows.some(([id]) => picked.has(id));
    }
  }, [picked, rowsMarkup, set, pageRows]);

  // The columns that do not fit give way, for these rows and whenever the card's width changes:
  // an observer reports the size it starts with before the next paint, so that is the first fit.
  useLayoutEffect(() => {
    const table = body.current?.parentElement;
    if (!(table instanceof HTMLTableElement) || !table.parentElement) return;
    const observer = new ResizeObserver(() => fitColumns(table));
    observer.observe(table.parentElement);
    return () => observer.disconnect();
  }, [rowsMarkup]);

  // A page link's spinner goes with its navigation (on success the new markup has none anyway).
  useEffect(() => {
    if (!pending) for (const mark of foot.current?.querySelectorAll(`[data-testid="${PENDING}"]`) ?? []) mark.remove();
  }, [pending]);

  // One set of listeners for the markup (React's own see only the elements it rendered itself).
  const latest = useRef({ items, pageRows, open, preload, set });
  useLayoutEffect(() => {
    latest.current = { items, pageRows, open, preload, set };
  });
  useEffect(() => {
    const card = section.current!;
    const go = (href: string, from: Element | null = null) => {
      if (from && !from.querySelector(`[data-testid="${PENDING}"]`))
        from.insertAdjacentHTML(
          'beforeend',
          `<span class="spinner-border spinner-border-sm ms-1" aria-hidden="true" data-testid="${PENDING}"></span>`,
        );
      startTransition(() => router.push(href));
    };
    const inFooter = (target: EventTarget | null) => target instanceof Node && !!foot.current?.contains(target);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const { items, pageRows, open, set } = latest.current;
      // A checkbox (a click, or Space): a row's, or the page's.
      if (target instanceof HTMLInputElement && target.dataset.select) {
        set([[Number(target.dataset.select), target.dataset.name ?? '']], target.checked);
        return;
      }
      if (target instanceof HTMLInputElement && target.hasAttribute('data-select-page')) {
        set(pageRows ?? [], target.checked);
        return;
      }
      const button = target.closest<HTMLElement>('[data-opens]');
      if (button && card.contains(button)) {
        const opens = JSON.parse(button.dataset.opens!) as Opened & { row?: unknown };
        if (button.hasAttribute('data-row-ref')) opens.row = items.find((row) => row.id === opens.row) ?? null;
        open(opens);
        return;
      }
      if (inFooter(target)) followInApp(event, (href) => go(href, target.closest('a[data-nav]')));
      else if (body.current?.contains(target)) followInApp(event, router.push);
    };
    const resize = (select: HTMLSelectElement) => {
      if (!select.form) return;
      const page = select.form.elements.namedItem('page');
      if (page instanceof HTMLInputElement) page.value = '1';
      select.form.requestSubmit();
    };
    const onChange = (event: Event) => {
      if (inFooter(event.target) && event.target instanceof HTMLSelectElement && event.target.name === 'size')
        resize(event.target);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!inFooter(event.target)) return;
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) query.append(name, String(value));
      go(`${form.getAttribute('action')}?${query}`);
    };
    // The modals' code loads when a button that opens one is about to be used.
    const onNear = (event: Event) => {
      if ((event.target as Element).closest?.('[data-opens]')) latest.current.preload();
    };
    const listening = new AbortController();
    card.addEventListener('click', onClick, listening);
    card.addEventListener('change', onChange, listening);
    card.addEventListener('submit', onSubmit, listening);
    card.addEventListener('pointerover', onNear, listening);
    card.addEventListener('focusin', onNear, listening);
    // A size chosen before this island woke up (a slow phone, a script still on its way) was
    // heard by nobody: it still reloads the list.
    const size = foot.current?.querySelector<HTMLSelectElement>('select[name="size"]');
    if (size?.selectedOptions[0] && !size.selectedOptions[0].defaultSelected) resize(size);
    return () => listening.abort();
  }, [router]);

  return (
    <ListContext value={list}>
      <section ref={section} className="card border-0 shadow-sm list-card" aria-label={label} data-testid="list">
        <div className="card-header bg-transparent d-flex flex-wrap gap-2 align-items-center">
          {toolbar}
          {bulk && picked.size > 0 && (
            <OnDemandSlot message={bulk.labels.network}>
              <BulkBar {...bulk} />
            </OnDemandSlot>
          )}
          <div className="ms-auto list-search-slot">{search}</div>
        </div>
        {error ?? (
          <div id={bodyId} className="table-responsive list-scroll">
            <table className="table table-hover align-middle mb-0 list-table">
              {head}
              <tbody ref={body} data-handover={rowsKey} dangerouslySetInnerHTML={rowsMarkup} />
            </table>
          </div>
        )}
        <div ref={foot} className={footerClass} data-handover={footKey} dangerouslySetInnerHTML={footMarkup} />
      </section>
      {hosted && (
        <OnDemandSlot message={intl.unreachable}>
          <ListHost {...scope} intl={intl} state={state} onOpen={open} onClose={() => setState({ kind: 'closed' })} />
        </OnDemandSlot>
      )}
    </ListContext>
  );
}
