'use client';

import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { isActive } from './nav-items';

/**
 * A sidebar link that marks itself as the current page (it follows client navigation). Like every
 * link (components/link.tsx) it does not prefetch: the sidebar's dozen links did so on every page
 * view and again after each move, about 4 ms of server CPU each, together more than the render
 * of the page itself (issue 19).
 */
export function NavLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const active = isActive(usePathname(), href);
  return (
    <Link
      href={href}

      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
