'use client';

import { useEffect, useRef, useState } from 'react';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import type { PickerProps } from './search-picker-box';

const FilterBox = onDemand(() => import('./search-picker-box'));

/**
 * SPEC §2 Unit banks: the card header's parent-bank selector, searching after more than three
 * characters; choosing one shows only that parent's units. The transaction list filters by a
 * parent or a unit bank the same way, and the audit trail by the person who acted (`param` names
 * its place in the URL, `source` where it searches). Until first used it is a stand-in: the
 * search box, and what choosing or clearing does, load when it is first focused or clicked
 * (issue 19); a clear pressed meanwhile clears once they are there.
 */
export function SearchPicker(props: Omit<PickerProps, 'clears' | 'focus'>) {
  const { current, labels, id } = props;
  // What brought the search box: its stand-in used, or the clear pressed.
  const [woken, setWoken] = useState<'box' | 'clear' | null>(null);
  // Presses of the clear, for the box to act on (the first may come before it).
  const [clears, setClears] = useState(0);
  const standInBox = useRef<HTMLInputElement>(null);
  // A focus that landed before the page hydrated was never heard (a click, a Tab, the browser
  // restoring it): the search box comes now, rather than wait for a focus that already happened.
  useEffect(() => {
    if (standInBox.current && document.activeElement === standInBox.current) setWoken('box');
  }, []);
  const wake = (how: 'box' | 'clear') => {
    FilterBox.preload();
    setWoken((before) => before ?? how);
  };
  const standIn = (
    <input
      ref={standInBox}
      type="text"
      readOnly
      className="form-select"
      value={current?.label ?? ''}
      placeholder={labels.placeholder}
      aria-label={labels.label}
      onFocus={() => wake('box')}
      // The focus may have come before the page hydrated: a click after it opens the box too.
      onClick={() => wake('box')}
      onPointerEnter={FilterBox.preload}
      data-testid={id}
    />
  );
  return (
    <div className="collector-filter d-flex gap-1 align-items-center">
      {woken ? (
        <OnDemandSlot message={labels.loadError} fallback={standIn}>
          <FilterBox {...props} clears={clears} focus={woken === 'box'} />
        </OnDemandSlot>
      ) : (
        standIn
      )}
      {current && (
        <button
          type="button"
          className="btn btn-sm btn-light text-nowrap"
          onClick={() => {
            wake('clear');
            setClears((n) => n + 1);
          }}
        >
          {labels.clear}
        </button>
      )}
    </div>
  );
}
