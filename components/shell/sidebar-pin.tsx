'use client';

import type { ReactNode } from 'react';
import { useLayout } from './layout-provider';

/** SPEC §4: the hover sidebar's own button flips it between sm-hover and sm-hover-active. */
export function SidebarPin({ label, icon }: { label: string; icon: ReactNode }) {
  const { size, toggleHoverPin } = useLayout();
  return (
    <button
      type="button"
      className="btn sidebar-pin"
      aria-pressed={size === 'sm-hover-active'}
      aria-label={label}
      title={label}
      onClick={toggleHoverPin}
    >
      {icon}
    </button>
  );
}
