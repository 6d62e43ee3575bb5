'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Option } from '@/lib/client/options';
import type { OptionPagesQuery } from '@/lib/client/queries/option-pages';

type Texts = { loading: string; noOptions: string; typeMore: string; loadError: string };

type Props = {
  id: string;
  value: Option | null;
  onChange: (option: Option) => void;
  onBlur?: () => void;
  /** The option list for a search text, from lib/client/queries. */
  query: OptionPagesQuery;
  /** Search starts only when more than this many characters are typed (SPEC: parent bank, 3). */
  minChars?: number;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  describedBy?: string;
  /** Take the focus when shown (it replaces a stand-in the user just focused). */
  autoFocus?: boolean;
  /**
   * Each new count above 0 takes the focus with the list left closed: the button the user
   * pressed beside the box (a filter's clear) is going away, and the focus must not go with it.
   */
  quietFocus?: number;
  ariaLabel?: string;
  texts: Texts;
  /** Told once per failed load (after React Query's retries), e.g. to show a toast. */
  onLoadError?: (error: unknown) => void;
};

const SEARCH_DELAY_MS = 250;

/**
 * An accessible select that searches on the server and loads 50 more options when the list
 * is scrolled to its end (ARIA 1.2 combobox with a listbox popup). Its options load as soon
 * as it is enabled, so an edit form opens with every level's choices already there.
 */
export function Combobox({
  id,
  value,
  onChange,
  onBlur,
  query: optionsFor,
  minChars = 0,
  disabled,
  invalid,
  placeholder,
  describedBy,
  autoFocus,
  quietFocus = 0,
  ariaLabel,
  texts,
  onLoadError,
}: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // A focus the box took itself (quietFocus), which must not open the list.
  const quiet = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const searchable = minChars === 0 || search.length > minChars;
  const query = useInfiniteQuery({
    ...optionsFor(searchable ? search : ''),
    enabled: !disabled && (minChars === 0 || searchable),
  });
  const options = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { error, errorUpdatedAt } = query;
  const reportError = useEffectEvent((failure: unknown) => onLoadError?.(failure));
  useEffect(() => {
    if (error) reportError(error);
  }, [error, errorUpdatedAt]);
  const waitingForText = minChars > 0 && !searchable;

  const close = () => {
    setOpen(false);
    setTyped('');
    setActive(-1);
  };
  const choose = (option: Option) => {
    onChange(option);
    close();
  };

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const box = input.current;
    if (quietFocus === 0 || !box || document.activeElement === box) return;
    quiet.current = true;
    box.focus();
    quiet.current = false;
  }, [quietFocus]);

  useEffect(() => {
    if (active < 0) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onScroll = () => {
    const el = list.current;
    if (!el || !query.hasNextPage || query.isFetchingNextPage) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 40) void query.fetchNextPage();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = Math.max(0, Math.min(options.length - 1, active + step));
      setActive(next);
      if (step > 0 && next >= options.length - 3 && query.hasNextPage && !query.isFetchingNextPage)
        void query.fetchNextPage();
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Home' && open) {
      setActive(0);
    } else if (event.key === 'End' && open) {
      setActive(options.length - 1);
    }
  };

  let status: string | null = null;
  if (waitingForText) status = texts.typeMore;
  else if (query.isError) status = texts.loadError;
  else if (query.isPending) status = texts.loading;
  else if (options.length === 0) status = texts.noOptions;

  return (
    <div className={`combobox${open ? ' open' : ''}`}>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        disabled={disabled}
        placeholder={value?.label ?? placeholder}
        value={open ? typed : (value?.label ?? '')}
        onFocus={() => quiet.current || setOpen(true)}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
      />
      {open && (
        // tabIndex -1: Chromium puts a scrollable list in the Tab order, and Tab would land on
        // it just as the blur closes it, dropping focus to <body>.
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          className="combobox-list dropdown-menu show"
          onScroll={onScroll}
          aria-busy={query.isFetching || undefined}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              data-index={index}
              aria-selected={option.value === value?.value}
              className={`dropdown-item${index === active ? ' active' : ''}${option.value === value?.value ? ' fw-semibold' : ''}`}
              // Keep focus in the input: a click must not blur it before the choice lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </li>
          ))}
          {(status || query.isFetchingNextPage) && (
            <li role="presentation" className="dropdown-item-text small text-body-secondary" aria-live="polite">
              {status ?? texts.loading}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
