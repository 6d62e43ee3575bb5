'use client';

import { use, type ComponentProps, type ComponentType } from 'react';
import { retryable } from '@/lib/client/retryable';

/**
 * A component whose code loads on demand, as React.lazy's does, but asked for again after a
 * failure: React.lazy keeps a failed import for the life of the page, so one dropped request on
 * a mobile network would leave a modal that never opens. `load()` starts loading (again, if the
 * last try failed) and says when it is there; render it inside a <Suspense> and an <Unreachable>
 * (components/unreachable.tsx), which shows the failure and tries anew when `load()` is called.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes
export function onDemand<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const part = retryable(load);
  function OnDemand(props: ComponentProps<C>) {
    const { default: Part } = use(part());
    return <Part {...props} />;
  }
  OnDemand.load = () => part(true).then(() => undefined);
  /** For openers (a hover, a focus, a click): start loading, nothing to wait for. */
  OnDemand.preload = () => void part(true).catch(() => undefined);
  return OnDemand;
}
