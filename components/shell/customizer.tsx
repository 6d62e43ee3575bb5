'use client';

import { useState, type ReactNode } from 'react';
import { preloadIslandMessages } from '@/lib/client/island-messages';
import type { IslandIntl } from '@/lib/i18n/messages';
import { onDemand } from '../on-demand';
import { OnDemandSlot } from '../unreachable';

const CustomizerPanel = onDemand(() => import('./customizer-panel').then((m) => ({ default: m.CustomizerPanel })));

/**
 * The floating cog of the theme customizer (medium screens and up). The panel's code and its
 * messages load on first use (fetched early on hover or focus), keeping them out of every page's
 * first load.
 */
export function Customizer({ label, icon, intl }: { label: string; icon: ReactNode; intl: IslandIntl<'customizer'> }) {
  const [open, setOpen] = useState(false);
  const load = () => {
    CustomizerPanel.preload();
    preloadIslandMessages(intl);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-brand customizer-cog d-none d-md-inline-flex"
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        data-testid="customizer-open"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {open && (
        <OnDemandSlot message={intl.unreachable}>
          <CustomizerPanel intl={intl} onClose={() => setOpen(false)} />
        </OnDemandSlot>
      )}
    </>
  );
}
