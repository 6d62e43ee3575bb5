import type { SessionUser } from '@/lib/schemas/auth';
import { Brand } from './brand';
import { FullscreenToggle } from './fullscreen-toggle';
import { LanguageMenu } from './language-menu';
import { SidebarToggle } from './sidebar-toggle';
import { ThemeToggle } from './theme-toggle';
import { TopbarHeader } from './topbar-header';
import { UserMenu } from './user-menu';

export function Topbar({ appName, user }: { appName: string; user: SessionUser }) {
  return (
    <TopbarHeader>
      <div className="navbar-header">
        <div className="d-flex align-items-center gap-1 min-w-0">
          {/* Shown where the sidebar carries no logo: horizontal, detached and small screens. */}
          <div className="topbar-brand">
            <Brand appName={appName} />
          </div>
          <SidebarToggle />
        </div>
        <div className="d-flex align-items-center gap-1">
          <LanguageMenu />
          <FullscreenToggle />
          <ThemeToggle />
          <UserMenu user={user} />
        </div>
      </div>
    </TopbarHeader>
  );
}
