'use client';

import { useEffect, type ComponentProps } from 'react';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';
import { useSelection } from './bulk-select';

const Bar = onDemand(() => import('./bulk-bar-body'));

/**
 * What shows while rows are picked (bulk-bar-body.tsx): nothing until then, so its code loads
 * with the first pick instead of with every list page (issue 19). When it cannot be fetched, the
 * list says so in its language, and the next pick tries again.
 */
export function BulkBar(props: ComponentProps<typeof Bar>) {
  const { picked } = useSelection();
  // Each change of the picks asks for the code: fetched once, or again after a failure.
  useEffect(() => {
    if (picked.size > 0) Bar.preload();
  }, [picked]);
  if (picked.size === 0) return null;
  return (
    <OnDemandSlot message={props.labels.network}>
      <Bar {...props} />
    </OnDemandSlot>
  );
}
