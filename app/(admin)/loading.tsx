import { getTranslations } from 'next-intl/server';

// Shown inside the shell while a screen's data is on its way (SPEC §2: a spinner while loading).
export default async function Loading() {
  const t = await getTranslations('list');
  return (
    <div
      className="page-loading d-flex align-items-center justify-content-center gap-2 text-body-secondary"
      role="status"
      data-testid="page-loading"
    >
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {t('loading')}
    </div>
  );
}
