'use client';

import { useSyncExternalStore } from 'react';
import { TopbarSwitch, type IconLabel } from './icon-button';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

type Props = { enter: IconLabel; exit: IconLabel };

/** SPEC §2: flips between entering and leaving fullscreen; the icon and label follow the real state. */
export function FullscreenToggle({ enter, exit }: Props) {
  const full = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  );
  return (
    <TopbarSwitch
      on={full}
      whenOn={exit}
      whenOff={enter}
      data-state={full ? 'on' : 'off'}
      data-testid="fullscreen-toggle"
      onClick={() => {
        // Browsers may refuse (iframes, policies): the state simply stays as it is.
        const request = full ? document.exitFullscreen() : document.documentElement.requestFullscreen?.();
        void request?.catch(() => undefined);
      }}
    />
  );
}
