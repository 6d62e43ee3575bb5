import type { ReactNode } from 'react';

/**
 * A link to another screen in markup written once on the server (issue 19: a list's rows, a
 * report's tables, the shell), followed inside the app by the island that shows the markup
 * (ListRows, StaticHtml, the shell's frames: lib/client/plain-click.ts), and opened in a new tab
 * as any link. A plain element: a client component cannot be written as markup.
 */
export function MarkupLink({
  href,
  className,
  ariaLabel,
  testId,
  children,
}: {
  href: string;
  className?: string;
  ariaLabel?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} aria-label={ariaLabel} data-nav="" data-testid={testId}>
      {children}
    </a>
  );
}
