'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { MaximizeIcon, MinimizeIcon } from '../icons';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** SPEC §2: flips between entering and leaving fullscreen; the icon and label follow the real state. */
export function FullscreenToggle() {
  const t = useTranslations('shell');
  const full = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null, () => false);
  const label = full ? t('fullscreenExit') : t('fullscreenEnter');
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
      {full ? <MinimizeIcon /> : <MaximizeIcon />}
    </button>
  );
}
