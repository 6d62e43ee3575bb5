import type { ReactNode } from 'react';

/**
 * 'Cari...' (SPEC §2), as markup: the search lives in the URL, so it survives a reload and the
 * back button, and the box starts with the URL's. What typing does (a new search at page 1, the
 * spinner in the magnifier's place while it loads) comes with the list's behaviour
 * (components/list/list-tools.tsx), on the first focus or hover of the box (issue 19); text
 * typed before it came is searched when it comes.
 */
export function SearchBox({
  placeholder,
  label,
  icon,
  current,
}: {
  placeholder: string;
  label: string;
  icon: ReactNode;
  /** The search in the URL. */
  current: string;
}) {
  return (
    <div className="search-box" role="search">
      {/* The spinner takes the magnifier's place: the end side keeps the clear (×) button. */}
      <span className="spinner-border spinner-border-sm search-box-spinner" role="status" aria-label={label} hidden />
      {icon}
      <input
        type="search"
        className="form-control"
        placeholder={placeholder}
        aria-label={label}
        defaultValue={current}
        maxLength={255}
        data-list-search=""
        data-testid="list-search"
      />
    </div>
  );
}
