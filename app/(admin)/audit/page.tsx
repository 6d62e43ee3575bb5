import { AuditActor, AuditChanges, AuditWhat } from '@/components/audit/audit-cells';
import { AuditViewBar } from '@/components/audit/audit-view-bar';
import { loadAudit } from '@/components/audit/load-audit';
import { ListPage } from '@/components/list/list-page';
import { formatDateTime } from '@/lib/format';
import type { ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { AuditItem } from '@/lib/schemas/audit';

export const generateMetadata = () => pageTitle('audit.title');

/**
 * Jejak Audit (issue 18): who changed what and when, each field's before and after, sign-ins and
 * failed sign-ins; read-only, newest first, filtered in the URL, downloadable.
 */
export default async function AuditPage(page: ListPageProps) {
  const { t, locale, props, bar } = await loadAudit(page);
  return (
    <div className="audit-trail">
      <ListPage<AuditItem>
        {...props}
        toolbar={<AuditViewBar {...bar} />}
        columns={[
          {
            label: t('audit.columns.at'),
            className: 'text-nowrap',
            cell: (row) => <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time>,
          },
          { label: t('audit.columns.actor'), cell: (row) => <AuditActor row={row} t={t} /> },
          { label: t('audit.columns.what'), cell: (row) => <AuditWhat row={row} t={t} /> },
          { label: t('audit.columns.changes'), cell: (row) => <AuditChanges changes={row.changes} t={t} /> },
        ]}
        actions="none"
      />
    </div>
  );
}
