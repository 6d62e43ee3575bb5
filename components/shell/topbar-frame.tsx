'use client';

import { useEffect } from 'react';
import { useMarkupSource } from '@/lib/client/handed-over';
import type { MarkupSource } from '@/lib/markup-handover';
import { subscribeBand } from '@/lib/layout-band';
import { showSidebarExpanded } from './shell-marks';

/**
 * The top bar: its markup written once on the server (components/shell/topbar.tsx), never
 * hydrated, with the hamburger saying whether the sidebar shows at this width (the server cannot
 * know the width). Its shadow past 50 px of scroll is the shell's listener's (shell-host.tsx).
 * What its buttons do (the hamburger, the menus, the language, fullscreen and light/dark) comes
 * with their first use (shell-behaviour.tsx).
 */
export function TopbarFrame({ markup }: { markup: MarkupSource }) {
  const { handover, inner } = useMarkupSource(markup);
  useEffect(() => {
    showSidebarExpanded();
    return subscribeBand(showSidebarExpanded);
  }, [inner]);

  return <header id="page-topbar" data-testid="topbar" data-handover={handover} dangerouslySetInnerHTML={inner} />;
}
