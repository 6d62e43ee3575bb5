import { getTranslations } from 'next-intl/server';
import { LoadingStatus } from '@/components/loading-status';
import { LoadingTitle } from '@/components/shell/loading-title';
import { screenTitles } from '@/lib/screen-titles';

// Shown inside the shell while a screen's data is on its way (SPEC §2: a spinner while loading),
// under the screen's title: a phone's first paint then already holds the page's largest text
// (issue 19: Lighthouse's LCP waited for the data and the scripts before it).
export default async function Loading() {
  const t = await getTranslations();
  const titles = Object.fromEntries(Object.entries(screenTitles).map(([path, key]) => [path, t(key)]));
  return (
    <>
      <LoadingTitle titles={titles} />
      <LoadingStatus label={t('list.loading')} className="page-loading" testId="page-loading" />
    </>
  );
}
