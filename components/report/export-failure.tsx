import { getTranslations } from 'next-intl/server';

/** What a download that failed says, by the status it failed with (lib/bff/export.ts sends it back here). */
const EXPORT_FAILURES: Record<string, string> = {
  '403': 'api.forbidden',
  '404': 'errors.notFound',
  '422': 'api.invalidInput',
};

/** Why the report's download failed, above the report; nothing when it did not. */
export async function ExportFailure({ status, testId }: { status: string | undefined; testId: string }) {
  if (!status) return null;
  const t = await getTranslations();
  return (
    <div className="alert alert-warning py-2 small" role="alert" data-testid={testId}>
      {t('view.exportFailed', { message: t(EXPORT_FAILURES[status] ?? 'errors.network') })}
    </div>
  );
}
