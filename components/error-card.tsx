import { getTranslations } from 'next-intl/server';
import { MarkupLink } from '@/components/markup-link';

/**
 * A page the shell shows instead of a screen (forbidden(), notFound()): what went wrong, why when
 * there is more to say, and the way back to the dashboard.
 */
export async function ErrorCard({ title, body, testId }: { title: string; body?: string; testId: string }) {
  const t = await getTranslations('errors');
  return (
    <section className="card border-0 shadow-sm" data-testid={testId}>
      <div className="card-body p-4">
        <h1 className={body ? 'h4' : 'h4 mb-3'}>{title}</h1>
        {body && <p className="text-body-secondary">{body}</p>}
        <MarkupLink href="/dashboard" className="btn btn-brand">
          {t('backToDashboard')}
        </MarkupLink>
      </div>
    </section>
  );
}
