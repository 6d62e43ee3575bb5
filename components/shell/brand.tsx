import { Link } from '@/components/link';
import { LogoMark } from '../icons';

/**
 * The logo, linking to / (SPEC §2). The product name is configuration (APP_NAME), not a UI text.
 */
export function Brand({ appName, className = '' }: { appName: string; className?: string }) {
  return (
    <Link href="/" className={`logo ${className}`} aria-label={appName}>
      <LogoMark size={30} className="logo-mark" />
      <span className="logo-text" aria-hidden="true">
        {appName}
      </span>
    </Link>
  );
}
