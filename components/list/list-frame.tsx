'use client';

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { useMarkupSource } from '@/lib/client/handed-over';
import { fitColumns } from '@/lib/client/list-fit';
import { followInApp } from '@/lib/client/plain-click';
import type { IslandIntl } from '@/lib/i18n/messages';
import type { MarkupSource } from '@/lib/markup-handover';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import type ListBehaviourPart from './list-behaviour';
import type { Wake } from './list-behaviour';
import { picksOf, SAVED_VIEWS, SEARCH_INPUT } from './list-context';
import type { ListScope } from './list-types';

const Behaviour = onDemand(() => import('./list-behaviour'));
const PENDING = 'link-pending';
/** The tool bar's parts that the behaviour works (list-tools.tsx). */
const TOOLS = `${SEARCH_INPUT}, ${SAVED_VIEWS}`;

type Props = ListScope & {
  intl: IslandIntl;
  /** The card's accessible name: the screen's title. */
  label: string;
  /** The tool bar's start: Tambah (a `data-opens` button), the screen's own tools. */
  toolbar: ReactNode;
  /** The tool bar's end: 'Cari...'. */
  search: ReactNode;
  /** The bulk bar's props, where rows offer Hapus (issue 17). */
  bulk?: ComponentProps<typeof ListBehaviourPart>['bulk'];
  /** The table's head row, with the page's checkbox (`data-select-page`); absent with `error`. */
  head?: ReactNode;
  /** What stands instead of the table when the rows could not be read. */
  error?: ReactNode;
  /** The rows and the footer (range, pager): markup written once on the server (issue 19). */
  rows: MarkupSource;
  footer: MarkupSource;
  /**
   * The rows whose buttons open a modal with their row (`data-row-ref`), as JSON text read when a
   * button is pressed: as objects they were the larger part of a list page's payload, each value
   * serialised by the server's render and revived by the browser's at every page load.
   */
  items?: string;
  /** The table's wrapper's id: the first paint waits for it (components/list/list-page.tsx). */
  bodyId: string;
  footerClass: string;
};

/**
 * A list's one island (issue 19). Its tool bar, head, rows and pager are markup from the server,
 * and one set of listeners on the card acts on them. With the page: a link in the pager is
 * followed inside the app with a spinner in it (a row's link, as any, by the shell), the jump
 * form and a new page size too, and the columns with no room give way (lib/client/list-fit.ts).
 * What the buttons, checkboxes, 'Cari...' and the saved views do (modals, the selection, the
 * bulk bar, a search: list-behaviour.tsx) loads on the first hover, focus or use of one; a
 * button pressed meanwhile opens its modal when it is there, a box ticked meanwhile stays
 * ticked, a search typed meanwhile is searched and saved views opened meanwhile fill.
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
  items = '[]',
  bodyId,
  footerClass,
  ...scope
}: Props) {
  const router = useRouter();
  const section = useRef<HTMLElement>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const { handover: rowsKey, inner: rowsMarkup } = useMarkupSource(rows);
  const { handover: footKey, inner: footMarkup } = useMarkupSource(footer);
  const [pending, startTransition] = useTransition();
  // What woke the behaviour up; `awake` while it is there and listening itself.
  const [wake, setWake] = useState<Wake | null>(null);
  const awake = useRef(false);

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

  // React's own listeners see only the elements it rendered itself: these are markup.
  const latest = useRef(bulk?.matching.pageRows);
  useLayoutEffect(() => {
    latest.current = bulk?.matching.pageRows;
  });
  // The checkboxes used before the behaviour came, in order (it takes them when it comes).
  const early = useRef<[rows: [number, string][], on: boolean][]>([]);
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
      if (!awake.current) {
        // A checkbox keeps its tick until the behaviour reads it; a button waits for it.
        const picks = picksOf(target, latest.current);
        if (picks) {
          early.current.push([picks, (target as HTMLInputElement).checked]);
          return setWake((before) => before ?? {});
        }
        const button = target.closest<HTMLElement>('[data-opens]');
        if (button) {
          Behaviour.preload();
          return setWake({ opens: button });
        }
      }
      // The pager's links, with a spinner; the rows' are the shell's (ScreenPending).
      if (inFooter(target)) followInApp(event, (href) => go(href, target.closest('a[data-nav]')));
    };
    const onNear = (event: Event) => {
      const target = event.target as Element;
      const button = !!target.closest?.('[data-opens]');
      if (awake.current || !(button || picksOf(target) || target.closest?.(TOOLS))) return;
      Behaviour.preload();
      // Near a button, its modal's code too; near a checkbox, the search or the saved views,
      // only the behaviour.
      setWake((before) => before ?? { preload: button });
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
    const listening = new AbortController();
    card.addEventListener('click', onClick, listening);
    card.addEventListener('change', onChange, listening);
    card.addEventListener('submit', onSubmit, listening);
    card.addEventListener('pointerover', onNear, listening);
    card.addEventListener('focusin', onNear, listening);
    // Typing in a search box focused before this island woke up.
    card.addEventListener('input', onNear, listening);
    // A size chosen before this island woke up (a slow phone, a script still on its way) was
    // heard by nobody: it still reloads the list.
    const size = foot.current?.querySelector<HTMLSelectElement>('select[name="size"]');
    if (size?.selectedOptions[0] && !size.selectedOptions[0].defaultSelected) resize(size);
    // A box ticked, a search typed or the saved views opened before this island woke up: the
    // behaviour comes to take them.
    const search = card.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (
      card.querySelector(`input[data-select]:checked, input[data-select-page]:checked, ${SAVED_VIEWS}[open]`) ||
      (search && search.value !== search.defaultValue)
    )
      setWake((before) => before ?? {});
    return () => listening.abort();
  }, [router]);

  return (
    <>
      <section ref={section} className="card border-0 shadow-sm list-card" aria-label={label} data-testid="list">
        <div className="card-header bg-transparent d-flex flex-wrap gap-2 align-items-center">
          {toolbar}
          {bulk && <div ref={setSlot} className="d-contents" />}
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
      {wake && (
        <OnDemandSlot message={intl.unreachable}>
          <Behaviour
            {...scope}
            intl={intl}
            wake={wake}
            awakeRef={awake}
            earlyPicks={early}
            card={section}
            body={body}
            slot={slot}
            bulk={bulk}
            items={items}
            rows={rowsMarkup}
          />
        </OnDemandSlot>
      )}
    </>
  );
}
