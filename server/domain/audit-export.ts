// The audit trail of a view as a download (issue 18): every row, newest first, read a batch at a
// time off the view's index (keyset on created_at and id, never an OFFSET), headed in the
// caller's language; the time a real date, the changes one readable text ('status: active →
// inactive; …').
import { and } from 'drizzle-orm';
import { changeText } from '../../lib/schemas/audit';
import { isAuditAction, isAuditEntity, type AuditView } from '../../lib/schemas/audit-view';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { afterAudit, auditItem, auditOrder, auditRows, auditWhere } from './audit-queries';
import { EXPORT_BATCH, headings, keysetBatches, type Cell, type ExportSheet } from './exports';

/** An action's and a resource's names in the caller's language (an older row's unknown kind as it is). */
const auditLabels = (t: Translate) => ({
  action: (action: string) => (isAuditAction(action) ? t(`audit.actions.${action}`) : action),
  entity: (entity: string) => (isAuditEntity(entity) ? t(`audit.entities.${entity}`) : entity),
});

export function auditSheet(db: Db, view: AuditView, t: Translate): ExportSheet {
  const where = auditWhere(view);
  const label = auditLabels(t);
  const columns = headings(t, [
    ['columns.id', 'number', 10],
    ['audit.columns.at', 'date'],
    ['audit.columns.actor', 'text', 28],
    ['audit.columns.email', 'text', 28],
    ['audit.columns.action', 'text', 22],
    ['audit.columns.entity', 'text', 20],
    ['audit.columns.record', 'text', 12],
    ['audit.columns.changes', 'text', 80],
    ['audit.columns.address', 'text', 18],
  ]);
  const batches = keysetBatches(
    (after) =>
      auditRows(
        db,
        db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(where, after))
          .orderBy(...auditOrder())
          .limit(EXPORT_BATCH),
      ),
    (last) => afterAudit({ id: Number(last.id), cursor: last.cursor }),
    (row): Cell[] => {
      const item = auditItem(row);
      return [
        item.id,
        row.at,
        item.actor?.name ?? null,
        item.actor?.email ?? null,
        label.action(item.action),
        label.entity(item.entity),
        item.entity_id,
        item.changes.map(changeText).join('; '),
        item.address,
      ];
    },
  );
  return { name: t('audit.title'), columns, batches };
}
