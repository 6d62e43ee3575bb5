import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { htmlLang, locales, toLocale, type Locale } from '@/lib/shared/locales';
import { localeNames } from '@/lib/i18n/locale-names';
import { HAMBURGER_ID, isSidebarExpanded } from '@/lib/layout-band';
import type { LayoutPreferences } from '@/lib/layout-options';
import { markupMemo } from '@/lib/markup-memo';
import { staticMarkup } from '@/lib/static-markup';
import type { SessionUser } from '@/lib/schemas/auth';
import { GlobeIcon, MaximizeIcon, MinimizeIcon, MoonIcon, SunIcon } from '../icons';
import { markupSource } from '@/lib/markup-source';
import { Brand } from './brand';
import { MenuMarkup } from './menu-markup';
import { TopbarFrame } from './topbar-frame';
import { UserMenu } from './user-menu';

type Side = { label: string; icon: ReactNode };

/**
 * A top-bar switch: while on it shows `on` (what turning it off does), else `off`. Both are in the
 * markup; TopbarFrame shows the one that applies and names the button after it.
 */
function Switch({
  action,
  testId,
  on,
  whenOn,
  whenOff,
}: {
  action: string;
  testId: string;
  on: boolean;
  whenOn: Side;
  whenOff: Side;
}) {
  const shown = on ? whenOn : whenOff;
  return (
    <button
      type="button"
      className="btn btn-topbar"
      aria-label={shown.label}
      title={shown.label}
      data-action={action}
      data-state={on ? 'on' : 'off'}
      data-label-on={whenOn.label}
      data-label-off={whenOff.label}
      data-testid={testId}
    >
      <span className="topbar-switch-icon" data-when="on" hidden={!on}>
        {whenOn.icon}
      </span>
      <span className="topbar-switch-icon" data-when="off" hidden={on}>
        {whenOff.icon}
      </span>
    </button>
  );
}

type T = Awaited<ReturnType<typeof getTranslations>>;
type Context = { t: T; locale: Locale; appName: string; user: SessionUser; prefs: LayoutPreferences };

/**
 * The top bar as plain elements: written once as HTML on the server and never hydrated (issue 19),
 * so the browser gets its labels and icons as markup, not as translation or icon code;
 * TopbarFrame, one island, acts on its buttons. What depends on the browser (the sidebar's state
 * at this width, fullscreen) is written as the server can know it and set right after hydration.
 */
export function TopbarMarkup({ t, locale, appName, user, prefs }: Context) {
  const expanded = isSidebarExpanded(null, {
    layoutType: prefs.layoutType,
    size: prefs.sidebarSize,
    overlayOpen: false,
    panelHidden: false,
  });
  return (
    <div className="navbar-header">
      <div className="d-flex align-items-center gap-1 min-w-0">
        {/* Shown where the sidebar carries no logo: horizontal, detached and small screens. */}
        <div className="topbar-brand">
          <Brand appName={appName} />
        </div>
        <button
          type="button"
          id={HAMBURGER_ID}
          className={`btn btn-topbar hamburger${expanded ? ' open' : ''}`}
          aria-label={t('shell.toggleSidebar')}
          aria-controls="app-menu"
          aria-expanded={expanded}
          data-action="sidebar"
        >
          <span className="hamburger-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>
      <div className="d-flex align-items-center gap-1">
        {/* The nine languages, each named in itself; the server renders the chosen one on refresh. */}
        <MenuMarkup
          id="language-menu-list"
          testId="language-menu"
          buttonClassName="btn btn-topbar gap-1 px-2"
          label={t('shell.language', { name: localeNames[locale] })}
          button={
            <>
              <GlobeIcon />
              <span className="topbar-lang-code" aria-hidden="true">
                {htmlLang[locale].toUpperCase()}
              </span>
              <span className="spinner-border spinner-border-sm ms-1" aria-hidden="true" data-pending="" hidden />
            </>
          }
        >
          <ul className="list-unstyled m-0">
            {locales.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  lang={htmlLang[code]}
                  className={code === locale ? 'dropdown-item active' : 'dropdown-item'}
                  aria-current={code === locale ? 'true' : undefined}
                  data-locale={code}
                >
                  {localeNames[code]}
                </button>
              </li>
            ))}
          </ul>
        </MenuMarkup>
        {/* SPEC §2: flips between entering and leaving fullscreen; the icon and label follow the real state. */}
        <Switch
          action="fullscreen"
          testId="fullscreen-toggle"
          on={false}
          whenOn={{ label: t('shell.fullscreenExit'), icon: <MinimizeIcon /> }}
          whenOff={{ label: t('shell.fullscreenEnter'), icon: <MaximizeIcon /> }}
        />
        {/* The light/dark switch: the same preference as the customizer's colour scheme. */}
        <Switch
          action="theme"
          testId="theme-toggle"
          on={prefs.mode === 'dark'}
          whenOn={{ label: t('shell.lightMode'), icon: <SunIcon /> }}
          whenOff={{ label: t('shell.darkMode'), icon: <MoonIcon /> }}
        />
        <UserMenu user={user} t={t} />
      </div>
    </div>
  );
}

/**
 * The top bar's markup for one language, user and layout: the same on every page the user opens.
 * A few hundred entries of a few kilobytes; a busier programme writes some twice.
 */
const topbarMarkup = markupMemo(500);

export async function Topbar({
  appName,
  user,
  prefs,
}: {
  appName: string;
  user: SessionUser;
  prefs: LayoutPreferences;
}) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale().then(toLocale)]);
  const html = topbarMarkup([locale, appName, user, prefs.mode, prefs.layoutType, prefs.sidebarSize], () =>
    staticMarkup(<TopbarMarkup t={t} locale={locale} appName={appName} user={user} prefs={prefs} />),
  );
  return <TopbarFrame markup={await markupSource(html)} />;
}
