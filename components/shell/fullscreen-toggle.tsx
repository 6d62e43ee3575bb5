'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

type Props = { enter: { label: string; icon: ReactNode }; exit: { label: string; icon: ReactNode } };

/** SPEC §2: flips between entering and leaving fullscreen; the icon and label follow the real state. */
export function FullscreenToggle({ enter, exit }: Props) {
  const full = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const { label, icon } = full ? exit : enter;
  return (
    <button
      type="button"
      className="btn btn-topbar"
      aria-label={label}
      title={label}
      data-state={full ? 'on' : 'off'}
      data-testid="fullscreen-toggle"
      onClick={() => {
        // Browsers may refuse (iframes, policies): the state simply stays as it is.
        const request = full ? document.exitFullscreen() : document.documentElement.requestFullscreen?.();
        void request?.catch(() => undefined);
      }}
    >
      {icon}
    </button>
  );
}
