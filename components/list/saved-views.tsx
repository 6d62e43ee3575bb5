'use client';

import { useEffect, useRef, useState } from 'react';
import { LoadingStatus } from '../loading-status';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import type { SavedViewsProps } from './saved-views-panel';

const Panel = onDemand(() => import('./saved-views-panel'));

/**
 * A person's saved views of a list (issue 17): a button that opens their panel. The panel's code
 * (its form, the requests, the messages) loads when it is about to be opened, not with every list
 * page (issue 19).
 */
export function SavedViews({ loading, ...props }: SavedViewsProps & { loading: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page woke up (a tap on a slow phone): nobody heard its toggle.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const { views, labels } = props;
  return (
    <details
      ref={details}
      className="list-view-filters list-saved-views"
      onPointerEnter={Panel.preload}
      onFocus={Panel.preload}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        Panel.preload();
        setOpened(true);
      }}
    >
      <summary className="btn btn-sm btn-view" data-testid="saved-views">
        {labels.saved}
        {views.length > 0 && <span className="badge text-bg-secondary ms-1">{views.length}</span>}
      </summary>
      <div className="list-view-panel card card-body shadow-sm">
        {opened && (
          <OnDemandSlot
            message={labels.errors['errors.network']}
            fallback={<LoadingStatus label={loading} className="small py-1" />}
          >
            <Panel {...props} />
          </OnDemandSlot>
        )}
      </div>
    </details>
  );
}
