'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActive } from './nav-items';

/** A sidebar link that marks itself as the current page (it follows client navigation). */
export function NavLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const active = isActive(usePathname(), href);
  return (
    <Link href={href} className={active ? `${className} active` : className} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
