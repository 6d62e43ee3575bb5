// How the audit trail shows a row (issue 18): who acted, what they did to which record (a link to
// that record's whole trail), and the changes as 'field: before → after' lines. Long lines and
// long lists fold into a disclosure, so a created record of thirty fields stays one row high.
import type { getTranslations } from 'next-intl/server';
import { hrefOf } from '@/lib/list-view';
import { changeText, type AuditChange, type AuditItem } from '@/lib/schemas/audit';
import { isAuditAction, isAuditEntity } from '@/lib/schemas/audit-view';

type T = Awaited<ReturnType<typeof getTranslations>>;

/** A line longer than this shows its start, the whole of it one click away. */
const LINE_MAX = 90;
/** Lines shown before the rest fold away. */
const LINES_SHOWN = 4;

/** An action's and a resource's names in the reader's language (an older row's unknown kind as it is). */
export const auditNames = (t: T) => ({
  action: (action: string) => (isAuditAction(action) ? t(`audit.actions.${action}` as never) : action),
  entity: (entity: string) => (isAuditEntity(entity) ? t(`audit.entities.${entity}` as never) : entity),
});

export function AuditActor({ row, t }: { row: AuditItem; t: T }) {
  if (row.actor)
    return (
      <span className="d-inline-flex flex-column">
        <span>{row.actor.name}</span>
        {row.actor.email && (
          <bdi className="small text-body-secondary" dir="ltr">
            {row.actor.email}
          </bdi>
        )}
      </span>
    );
  // A failed or throttled sign-in: nobody proved who they were; the email typed says whom they tried.
  return (
    <span className="d-inline-flex flex-column">
      <span className="text-body-secondary">{t('audit.noActor')}</span>
      {row.account && (
        <bdi className="small" dir="ltr">
          {row.account}
        </bdi>
      )}
    </span>
  );
}

export function AuditWhat({ row, t }: { row: AuditItem; t: T }) {
  const names = auditNames(t);
  const record = row.entity_id
    ? hrefOf('/audit', { entity: isAuditEntity(row.entity) ? row.entity : undefined, entity_id: row.entity_id })
    : undefined;
  return (
    <span className="d-inline-flex flex-column">
      <span className="fw-semibold">{names.action(row.action)}</span>
      <span>
        {names.entity(row.entity)}
        {record && (
          <>
            {' '}
            <a
              href={record}
              aria-label={t('audit.recordTrail', { entity: names.entity(row.entity), id: row.entity_id! })}
            >
              <bdi>#{row.entity_id}</bdi>
            </a>
          </>
        )}
      </span>
      {row.address && (
        <span className="small text-body-secondary">{t('audit.fromAddress', { address: row.address })}</span>
      )}
    </span>
  );
}

function ChangeLine({ change, t }: { change: AuditChange; t: T }) {
  const text = changeText(change);
  if (text.length <= LINE_MAX)
    return (
      <li>
        <bdi>{text}</bdi>
      </li>
    );
  return (
    <li>
      <details className="audit-fold">
        <summary>
          <bdi>{`${text.slice(0, LINE_MAX)}…`}</bdi>
          <span className="visually-hidden">{t('audit.showAll')}</span>
        </summary>
        <bdi className="audit-full">{text}</bdi>
      </details>
    </li>
  );
}

export function AuditChanges({ changes, t }: { changes: AuditChange[]; t: T }) {
  if (changes.length === 0) return <span className="text-body-secondary">{t('audit.noChanges')}</span>;
  const shown = changes.slice(0, LINES_SHOWN);
  const folded = changes.slice(LINES_SHOWN);
  return (
    <div className="audit-changes" data-testid="audit-changes">
      <ul className="list-unstyled mb-0">
        {shown.map((change) => (
          <ChangeLine key={change.field} change={change} t={t} />
        ))}
      </ul>
      {folded.length > 0 && (
        <details className="audit-fold">
          <summary>{t('audit.moreChanges', { count: folded.length })}</summary>
          <ul className="list-unstyled mb-0">
            {folded.map((change) => (
              <ChangeLine key={change.field} change={change} t={t} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
