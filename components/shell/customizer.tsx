'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { IslandIntl } from '@/lib/i18n/messages';

const load = () => import('./customizer-panel');
const CustomizerPanel = lazy(() => load().then((m) => ({ default: m.CustomizerPanel })));

/**
 * The floating cog of the theme customizer (medium screens and up). The panel's code loads
 * on first use (fetched early on hover or focus), keeping it out of every page's first load.
 */
export function Customizer({ label, icon, intl }: { label: string; icon: ReactNode; intl: IslandIntl<'customizer'> }) {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
      >
        {icon}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CustomizerPanel intl={intl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
