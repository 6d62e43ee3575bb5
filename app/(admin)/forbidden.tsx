import { getTranslations } from 'next-intl/server';
import { ErrorCard } from '@/components/error-card';

// A screen the signed-in account's role does not allow (issue 16): the shell stays, the page
// says why and where to go (forbidden() in the page). A document load answers 403, as does the
// API behind it.
export default async function Forbidden() {
  const t = await getTranslations();
  return <ErrorCard title={t('errors.forbiddenTitle')} body={t('errors.forbiddenBody')} testId="forbidden" />;
}
