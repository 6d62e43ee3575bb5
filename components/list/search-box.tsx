'use client';

import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * 'Cari...' (SPEC §2): the search lives in the URL, so it survives a reload and the back
 * button; a new search starts again at page 1. The magnifier comes drawn by the server, so that
 * the lists' script carries no icon.
 */
export function SearchBox({ placeholder, label, icon }: { placeholder: string; label: string; icon: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get('search') ?? '';
  const [value, setValue] = useState(current);
  const [pending, startTransition] = useTransition();

  // What we last put in the URL: a change to anything else came from elsewhere (the back
  // button, a link) and replaces the box's text; our own must not undo newer typing.
  const [sent, setSent] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (current !== sent) setValue(current);
  }

  useEffect(() => {
    const wanted = value.trim();
    if (wanted === current) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (wanted) next.set('search', wanted);
      else next.delete('search');
      next.delete('page');
      const query = next.toString();
      setSent(wanted);
      startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, current, params, pathname, router]);

  return (
    <div className="search-box" role="search">
      {/* The spinner takes the magnifier's place: the end side keeps the clear (×) button. */}
      {pending ? (
        <span className="spinner-border spinner-border-sm search-box-spinner" role="status" aria-label={label} />
      ) : (
        icon
      )}
      <input
        type="search"
        className="form-control"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        maxLength={255}
        onChange={(event) => setValue(event.target.value)}
        data-testid="list-search"
      />
    </div>
  );
}
