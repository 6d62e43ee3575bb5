import { LogoMark } from '../icons';
import { MarkupLink } from '../markup-link';

/**
 * The logo, linking to / (SPEC §2). The product name is configuration (APP_NAME), not a UI text.
 * Part of the shell's markup written once on the server (issue 19).
 */
export function Brand({ appName }: { appName: string }) {
  return (
    <MarkupLink href="/" className="logo" ariaLabel={appName}>
      <LogoMark size={30} className="logo-mark" />
      <span className="logo-text" aria-hidden="true">
        {appName}
      </span>
    </MarkupLink>
  );
}
