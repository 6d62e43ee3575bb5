'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { PRELOADER_MS } from '@/lib/layout-band';
import { useLayout } from './layout-provider';

/**
 * SPEC §2: with the preloader enabled, a full-page overlay shows for 1 s on each route change. Part
 * of the shell's behaviour (shell-behaviour.tsx), which a page with the preloader enabled loads at once.
 */
export function Preloader({ label, loadedAt }: { label: string; loadedAt: string }) {
  const { prefs } = useLayout();
  const pathname = usePathname();
  const [seen, setSeen] = useState(loadedAt);
  // Counts route changes, so two quick ones restart the second's full second.
  const [shownAt, setShownAt] = useState(0);
  const [visible, setVisible] = useState(false);
  if (seen !== pathname) {
    setSeen(pathname);
    if (prefs.preloader === 'enable') {
      setVisible(true);
      setShownAt((n) => n + 1);
    }
  }

  useEffect(() => {
    if (!shownAt) return;
    const timer = setTimeout(() => setVisible(false), PRELOADER_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);

  if (!visible) return null;
  return (
    <div className="preloader" role="status" data-testid="preloader">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
