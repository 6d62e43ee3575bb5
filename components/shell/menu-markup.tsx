import type { ReactNode } from 'react';

type Props = {
  /** The menu's id, for the button's aria-controls. */
  id: string;
  /** The button's content; `label` is its accessible name when the content is an icon. */
  button: ReactNode;
  label?: string;
  buttonClassName?: string;
  className?: string;
  align?: 'start' | 'end';
  testId?: string;
  children: ReactNode;
};

/**
 * A disclosure menu as markup written once on the server (issue 19): a button with aria-expanded
 * and the list it shows, Bootstrap's dropdown CSS without its JavaScript (data-bs-popper="static" is
 * the CSS's own placement without Popper). components/shell/static-menus.ts opens and closes it.
 */
export function MenuMarkup({
  id,
  button,
  label,
  buttonClassName = 'btn',
  className = '',
  align = 'end',
  testId,
  children,
}: Props) {
  return (
    <div className={`dropdown ${className}`} data-testid={testId}>
      <button
        type="button"
        className={buttonClassName}
        aria-expanded={false}
        aria-controls={id}
        aria-label={label}
        data-menu-toggle=""
      >
        {button}
      </button>
      <div id={id} className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}`} data-bs-popper="static">
        {children}
      </div>
    </div>
  );
}
