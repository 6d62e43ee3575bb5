import { getTranslations } from 'next-intl/server';
import { ErrorCard } from '@/components/error-card';

// A record the address names that does not exist (notFound() in a page: a passbook of an unknown
// customer): the shell stays and the page says so in the visitor's language, where Next.js's own
// page said "This page could not be found." in English, without the shell. It answers 404.
export default async function NotFound() {
  const t = await getTranslations();
  return <ErrorCard title={t('errors.notFound')} testId="not-found" />;
}
