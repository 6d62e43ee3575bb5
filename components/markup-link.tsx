import type { ReactNode } from 'react';

/**
 * A link to another screen on a signed-in page, written on the server with no script of its own
 * (issue 19): in markup written once (a list's rows, a report's tables, the shell) and on a
 * screen (a dashboard card's). It is followed inside the app by the island that shows the markup
 * (ListFrame, StaticHtml, the shell's frames) or else by the shell's one listener (ScreenPending:
 * lib/client/plain-click.ts), and opened in a new tab as any link. A plain element: a client
 * component cannot be written as markup. Outside the shell, components/link.tsx.
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
