import { Link } from '@/components/link';

/** A page the shell shows instead of a screen: what went wrong, why when there is more to say, and the way back. */
export function ErrorCard({
  title,
  body,
  back,
  testId,
}: {
  title: string;
  body?: string;
  back: string;
  testId: string;
}) {
  return (
    <section className="card border-0 shadow-sm" data-testid={testId}>
      <div className="card-body p-4">
        <h1 className={body ? 'h4' : 'h4 mb-3'}>{title}</h1>
        {body && <p className="text-body-secondary">{body}</p>}
        <Link href="/dashboard" className="btn btn-brand">
          {back}
        </Link>
      </div>
    </section>
  );
}
