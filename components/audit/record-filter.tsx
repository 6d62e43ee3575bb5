import { AUDIT_RECORD_MAX } from '@/lib/schemas/audit-view';

/**
 * The audit trail's filter by record id (issue 18): a small GET form of its own (the panel holds
 * choices and days), keeping the rest of the view, working without script as the panel does.
 */
export function RecordFilter({
  basePath,
  state,
  labels,
}: {
  basePath: string;
  /** The list's state as its URL holds it (view and page size): kept, the record id replaced. */
  state: Record<string, string>;
  labels: { record: string; apply: string };
}) {
  const kept = Object.entries(state).filter(([name]) => name !== 'entity_id');
  return (
    <form method="get" action={basePath} className="audit-record-filter d-flex gap-1 align-items-center">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        name="entity_id"
        type="text"
        maxLength={AUDIT_RECORD_MAX}
        defaultValue={state.entity_id ?? ''}
        className="form-control form-control-sm"
        placeholder={labels.record}
        aria-label={labels.record}
        data-testid="record-filter"
      />
      <button type="submit" className="btn btn-sm btn-view">
        {labels.apply}
      </button>
    </form>
  );
}
