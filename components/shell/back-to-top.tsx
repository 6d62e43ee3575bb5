import type { ReactNode } from 'react';

export const BACK_TO_TOP_ID = 'back-to-top';

/**
 * SPEC §2: appears after more than 100 px of scroll. Markup: the shell's listener (shell-host.tsx)
 * shows it past 100 px and takes the page back to the top when it is pressed.
 */
export function BackToTop({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <button
      type="button"
      id={BACK_TO_TOP_ID}
      className="btn btn-brand back-to-top"
      aria-label={label}
      title={label}
      data-testid="back-to-top"
      hidden
    >
      {icon}
    </button>
  );
}
