import { getTranslations } from 'next-intl/server';
import { Brand } from './brand';
import { SidebarFrame } from './sidebar-frame';
import { SidebarMenu } from './sidebar-menu';
import { SidebarPin } from './sidebar-pin';

export async function Sidebar({ appName }: { appName: string }) {
  const t = await getTranslations('shell');
  return (
    <SidebarFrame label={t('sidebar')}>
      <SidebarMenu
        mark={<Brand appName={appName} className="rail-logo" />}
        brand={
          <div className="navbar-brand-box">
            <Brand appName={appName} />
            <SidebarPin label={t('pinSidebar')} />
          </div>
        }
      />
    </SidebarFrame>
  );
}
