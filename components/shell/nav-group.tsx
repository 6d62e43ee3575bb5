'use client';

import { useState, type ReactNode } from 'react';

/** A menu header that opens and closes its entries (SPEC §4 "Menu groups open and close"). */
export function NavGroup({
  group,
  label,
  chevron,
  children,
}: {
  group: string;
  label: string;
  chevron: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <li className="nav-group" data-group={group} data-open={open}>
      <button
        type="button"
        className="nav-group-toggle"
        aria-expanded={open}
        aria-controls={`nav-group-${group}`}
        onClick={() => setOpen(!open)}
      >
        <span>{label}</span>
        {chevron}
      </button>
      <ul id={`nav-group-${group}`} className="nav-group-items list-unstyled m-0">
        {children}
      </ul>
    </li>
  );
}
