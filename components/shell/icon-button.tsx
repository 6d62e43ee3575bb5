'use client';

import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** What an icon-only button shows: the icon, and the label that names it. */
export type IconLabel = { label: string; icon: ReactNode };

type Props = IconLabel & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title' | 'children'>;

/** A button showing only an icon: its label is both its accessible name and its tooltip. */
export function IconButton({ label, icon, ...button }: Props) {
  return (
    <button type="button" aria-label={label} title={label} {...button}>
      {icon}
    </button>
  );
}
