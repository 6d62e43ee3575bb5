import type { ReactNode } from 'react';

/**
 * The signed-out pages' card: a centred title and what to do, then the page's form or links.
 * `gap` is the space under the heading (a form sits further away than a pair of buttons).
 */
export function AuthCard({
  title,
  lead,
  gap = 4,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  gap?: 3 | 4;
  children: ReactNode;
}) {
  return (
    <div className="card auth-card shadow-lg border-0">
      <div className="card-body p-4">
        <div className={gap === 3 ? 'text-center mb-3' : 'text-center mb-4'}>
          <h1 className="h5 text-primary-emphasis">{title}</h1>
          <p className="text-muted mb-0">{lead}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
