// The audit trail of a view as a download (issue 18): every row, newest first, read a batch at a
// time off the view's index (keyset on created_at and id, never an OFFSET), headed in the
// caller's language; the time a real date, the changes one readable text ('status: active →
// inactive; …').
import { and } from 'drizzle-orm';
import { changeText, type AuditItem } from '../../lib/schemas/audit';
import { isAuditAction, isAuditEntity, type AuditView } from '../../lib/schemas/audit-view';
import type { Translate } from '../../lib/shared/catalog';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { afterAudit, auditItem, auditOrder, auditRows, auditWhere, type AuditRow } from './audit-queries';
import { EXPORT_BATCH, headings, keysetBatches, type Cell, type ExportSheet } from './exports';

/** An action's and a resource's names in the caller's language (an older row's unknown kind as it is). */
const auditLabels = (t: Translate) => ({
  action: (action: string) => (isAuditAction(action) ? t(`audit.actions.${action}`) : action),
  entity: (entity: string) => (isAuditEntity(entity) ? t(`audit.entities.${entity}`) : entity),
});

type Heading = Parameters<typeof headings>[1][number];

export function auditSheet(db: Db, view: AuditView, t: Translate): ExportSheet {
  const where = auditWhere(view);
  const label = auditLabels(t);
  // Each column's heading beside its cell: the time is the row's own date, the rest is read off its item.
  const table: [Heading, (item: AuditItem, row: AuditRow) => Cell][] = [
    [['columns.id', 'number', 10], (item) => item.id],
    [['audit.columns.at', 'date'], (_, row) => row.at],
    [['audit.columns.actor', 'text', 28], (item) => item.actor?.name ?? null],
    [['audit.columns.email', 'text', 28], (item) => item.actor?.email ?? null],
    [['audit.columns.action', 'text', 22], (item) => label.action(item.action)],
    [['audit.columns.entity', 'text', 20], (item) => label.entity(item.entity)],
    [['audit.columns.record', 'text', 12], (item) => item.entity_id],
    [['audit.columns.changes', 'text', 80], (item) => item.changes.map(changeText).join('; ')],
    [['audit.columns.address', 'text', 18], (item) => item.address],
  ];
  const columns = headings(
    t,
    table.map(([heading]) => heading),
  );
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
      return table.map(([, cell]) => cell(item, row));
    },
  );
  return { name: t('audit.title'), columns, batches };
}
