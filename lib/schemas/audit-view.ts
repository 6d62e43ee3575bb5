// What the audit trail shows (issue 18): whose changes, to which resource and record, of which
// kind, in a range of Jakarta days; always newest first. One schema for the URL, the API's list
// and export queries (server/routes/audit.ts, exports.ts) and the screen's filters.
import { z } from 'zod';
import { isDay } from '../shared/jakarta-days';
import { printable } from './common';
import { optionalIdSchema } from './fields';
import { checkRanges, maybe } from './list-view';

/**
 * Every action the API writes to the trail (server/domain/audit.ts AuditAction, kept equal to
 * this list by a type check there): the filter's choices, and each has its label (audit.actions).
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'accept',
  'reject',
  'settle',
  'cancel',
  'password_change',
  'session_revoke',
  'invite',
  'reset_request',
  'link_revoke',
  'password_set',
  'two_factor_enable',
  'two_factor_disable',
  'recovery_codes_regenerate',
  'recovery_code_use',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
] as const;
export type AuditActionName = (typeof auditActions)[number];

/** The resources the trail's rows are about (the audit_log.entity the API writes), each labelled by audit.entities. */
export const auditEntities = [
  'transaction',
  'customer',
  'collector',
  'bsu',
  'trash',
  'user',
  'account',
  'wallet_request',
] as const;
export type AuditEntity = (typeof auditEntities)[number];

/** A record's id as audit_log.entity_id holds it (text, up to 64 characters). */
export const AUDIT_RECORD_MAX = 64;

const day = z.string({ error: 'validation.day' }).refine(isDay, 'validation.day');

export const auditViewFields = {
  /** The person who acted (a user id). */
  actor: optionalIdSchema('validation.id'),
  entity: maybe(z.enum(auditEntities, { error: 'validation.auditEntity' })),
  entity_id: maybe(
    z
      .string({ error: 'validation.text' })
      .trim()
      .max(AUDIT_RECORD_MAX, 'validation.auditRecord')
      .refine(printable, 'validation.text'),
  ),
  action: maybe(z.enum(auditActions, { error: 'validation.auditAction' })),
  from: maybe(day),
  to: maybe(day),
};

export const auditViewSchema = z.object(auditViewFields).superRefine(checkRanges);
/** A parsed view; a caller that filters nothing passes none of it. */
export type AuditView = Partial<z.infer<typeof auditViewSchema>>;
/** Every part of the view the URL carries, in the order links write them. */
export const auditViewNames = ['actor', 'entity', 'entity_id', 'action', 'from', 'to'] as const;

/** An action the screen has a name for (an older row may hold another). */
export const isAuditAction = (value: string): value is AuditActionName =>
  (auditActions as readonly string[]).includes(value);
/** A resource the screen has a name for. */
export const isAuditEntity = (value: string): value is AuditEntity =>
  (auditEntities as readonly string[]).includes(value);
