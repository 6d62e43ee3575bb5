// What an audit row changed, field by field (issue 18), from the before and after the row keeps
// (jsonb): a record created shows every field it got a value in, one deleted every field it had
// one in, and any other change only the fields that differ. Nested objects are flattened to dotted names
// ('user.status'); a list is one field, written as JSON. Fields come in name order: jsonb keeps
// no order of its own worth showing (it sorts keys by length).
import type { AuditChange } from '../../lib/schemas/audit';

type Value = AuditChange['before'];

const scalar = (value: unknown): Value =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of `value` by its dotted name, in the order the object holds them; a bare value is 'value'. */
function flatten(value: unknown, prefix = '', out = new Map<string, Value>()): Map<string, Value> {
  if (!isObject(value)) {
    out.set(prefix || 'value', scalar(value));
    return out;
  }
  for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/**
 * The changes between a row's `before` and `after` (null or absent: the record did not exist
 * then): created, every field it got a value in; deleted, every field it had a value in.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const fieldsOf = (side: unknown) => (side === null || side === undefined ? new Map<string, Value>() : flatten(side));
  const [had, has] = [fieldsOf(before), fieldsOf(after)];
  const fields = [...new Set([...had.keys(), ...has.keys()])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // A field absent on one side is nothing there; nothing on both sides is no change to show.
  return fields
    .map((field) => ({ field, before: had.get(field) ?? null, after: has.get(field) ?? null }))
    .filter((change) => change.before !== change.after);
}
