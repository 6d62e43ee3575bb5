import { getTranslations } from 'next-intl/server';
import { LoadingStatus } from '@/components/loading-status';

// Shown inside the shell while a screen's data is on its way (SPEC §2: a spinner while loading).
export default async function Loading() {
  const t = await getTranslations('list');
  return <LoadingStatus label={t('loading')} className="page-loading" testId="page-loading" />;
}
