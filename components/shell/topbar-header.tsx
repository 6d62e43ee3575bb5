'use client';

import type { ReactNode } from 'react';
import { TOPBAR_SHADOW_PX } from '@/lib/layout-options';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC §2: the top bar gets a shadow once the page is scrolled more than 50 px. */
export function TopbarHeader({ children }: { children: ReactNode }) {
  const shadow = useScrolledPast(TOPBAR_SHADOW_PX);
  return (
    <header id="page-topbar" className={shadow ? 'topbar-shadow' : undefined} data-testid="topbar">
      {children}
    </header>
  );
}
