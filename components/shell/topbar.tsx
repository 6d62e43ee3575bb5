import { getLocale, getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/shared/locales';
import { localeNames } from '@/lib/i18n/config';
import type { SessionUser } from '@/lib/schemas/auth';
import { GlobeIcon, MaximizeIcon, MinimizeIcon, MoonIcon, SunIcon } from '../icons';
import { Brand } from './brand';
import { FullscreenToggle } from './fullscreen-toggle';
import { LanguageMenu } from './language-menu';
import { SidebarToggle } from './sidebar-toggle';
import { ThemeToggle } from './theme-toggle';
import { TopbarHeader } from './topbar-header';
import { UserMenu } from './user-menu';

// Labels and icons are rendered here on the server and handed to the small client
// controls, so the browser downloads markup rather than translation or icon code.
export async function Topbar({ appName, user }: { appName: string; user: SessionUser }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale().then(toLocale)]);
  return (
    <TopbarHeader>
      <div className="navbar-header">
        <div className="d-flex align-items-center gap-1 min-w-0">
          {/* Shown where the sidebar carries no logo: horizontal, detached and small screens. */}
          <div className="topbar-brand">
            <Brand appName={appName} />
          </div>
          <SidebarToggle label={t('toggleSidebar')} />
        </div>
        <div className="d-flex align-items-center gap-1">
          <LanguageMenu current={locale} label={t('language', { name: localeNames[locale] })} icon={<GlobeIcon />} />
          <FullscreenToggle
            enter={{ label: t('fullscreenEnter'), icon: <MaximizeIcon /> }}
            exit={{ label: t('fullscreenExit'), icon: <MinimizeIcon /> }}
          />
          <ThemeToggle
            toDark={{ label: t('darkMode'), icon: <MoonIcon /> }}
            toLight={{ label: t('lightMode'), icon: <SunIcon /> }}
          />
          <UserMenu user={user} />
        </div>
      </div>
    </TopbarHeader>
  );
}
