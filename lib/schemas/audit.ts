// The audit trail's rows as the API answers them (issue 18): who did what to which record when,
// and what changed, field by field; and the people the screen's person filter picks from.
import { z } from 'zod';
import { listResponseSchema } from './common';

/** A field's value as the trail kept it: text, a number, yes/no, or nothing (absent or null). */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field's change; nested fields are named with dots ('user.status'). */
export const auditChangeSchema = z.object({ field: z.string(), before: auditValueSchema, after: auditValueSchema });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** An account, as the trail names whoever acted. */
export const auditPersonSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditItemSchema = z.object({
  id: z.number().int(),
  /** When, as an ISO instant. */
  at: z.string(),
  /** Who; null for a failed or throttled sign-in (nobody proved who they were) and for people since deleted. */
  actor: auditPersonSchema.nullable(),
  /** lib/schemas/audit-view.ts auditActions; kept as text so an older row of another kind still reads. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Created: every field after; deleted: every field before; otherwise only the fields that differ. */
  changes: z.array(auditChangeSchema),
  /** Sign-in events: the address it came from, and the email as typed (failed and throttled attempts). */
  address: z.string().nullable(),
  account: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;
export const auditListSchema = listResponseSchema(auditItemSchema);

export const auditPeopleSchema = listResponseSchema(auditPersonSchema);

/** 'Name (email)': two people of one name are told apart. */
export const personLabel = (person: Pick<AuditPerson, 'name' | 'email'>) =>
  person.email ? `${person.name} (${person.email})` : person.name;

/** A value as the trail writes it: '—' for nothing. */
export const auditValueText = (value: AuditChange['before']) => (value === null ? '—' : String(value));

/** One change as text: 'status: active → inactive' (the export's cells, the screen's lines). */
export const changeText = (change: AuditChange) =>
  `${change.field}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`;
