import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';

// A screen the signed-in account's role does not allow (issue 16): the shell stays, the page
// says why and where to go (forbidden() in the page). A document load answers 403, as does the
// API behind it.
export default async function Forbidden() {
  const t = await getTranslations();
  return (
    <section className="card border-0 shadow-sm" data-testid="forbidden">
      <div className="card-body p-4">
        <h1 className="h4">{t('errors.forbiddenTitle')}</h1>
        <p className="text-body-secondary">{t('errors.forbiddenBody')}</p>
        <Link href="/dashboard" className="btn btn-brand">
          {t('errors.forbiddenBack')}
        </Link>
      </div>
    </section>
  );
}
