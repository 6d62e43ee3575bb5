'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type DropdownProps = {
  /** The button's content; `label` is its accessible name when the content is an icon. */
  button: ReactNode;
  label?: string;
  buttonClassName?: string;
  menuClassName?: string;
  className?: string;
  align?: 'start' | 'end';
  testId?: string;
  children: ReactNode;
};

/**
 * A disclosure: a button with aria-expanded and the list it shows. Escape, a click outside
 * or focus leaving closes it; choosing an entry closes it too. Bootstrap's dropdown CSS
 * without its JavaScript (data-bs-popper="static" is the CSS's own no-Popper placement).
 */
export function Dropdown({
  button,
  label,
  buttonClassName = 'btn',
  menuClassName = '',
  className = '',
  align = 'end',
  testId,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={`dropdown ${className}`}
      data-testid={testId}
      onBlur={(event) => {
        // Tabbing out closes; a click on plain text inside moves focus nowhere and must not.
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      <div
        id={id}
        className={`dropdown-menu ${align === 'end' ? 'dropdown-menu-end' : ''} ${open ? 'show' : ''} ${menuClassName}`}
        data-bs-popper="static"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
