// Data User (SPEC §2, §3 User): the back office's administrators.
import { z } from 'zod';
import { staffRoles, type StaffRole } from './access';
import { MAX_TEXT, listResponseSchema, typeError } from './common';
import { optionalIdSchema } from './fields';
import { personFields, personItemSchema } from './people';

const roleSchema = z.enum(staffRoles, { error: 'validation.roleRequired' });

/** Role and scope (issue 16): a BSI admin names their parent bank, a BSU operator their unit bank. */
const staffFields = {
  collector_id: optionalIdSchema('validation.collectorRequired'),
  bsu_id: optionalIdSchema('validation.bsuRequired'),
};

type StaffBody = { staff_role?: StaffRole; collector_id?: number; bsu_id?: number };
/** Asks for the bank a role is scoped to where it needs one (the API keeps only that one: staffScopeOf). */
function scopeRule(body: StaffBody, ctx: z.RefinementCtx) {
  if (body.staff_role === 'bsi_admin' && !body.collector_id)
    ctx.addIssue({ code: 'custom', path: ['collector_id'], message: 'validation.collectorRequired' });
  if (body.staff_role === 'bsu_operator' && !body.bsu_id)
    ctx.addIssue({ code: 'custom', path: ['bsu_id'], message: 'validation.bsuRequired' });
}

/** The banks a role is scoped by: none for programme, a parent bank or none for a treasurer or viewer. */
export function staffScopeOf(body: StaffBody & { staff_role: StaffRole }) {
  const role = body.staff_role;
  return {
    collector_id: role === 'bsi_admin' || role === 'treasurer' || role === 'viewer' ? body.collector_id : undefined,
    bsu_id: role === 'bsu_operator' ? body.bsu_id : undefined,
  };
}

const password = z.string({ error: typeError('validation.passwordRequired') }).max(MAX_TEXT, 'validation.max');

/** At least 8 characters when given; blank is none. */
const optionalPassword = password
  .refine((v) => v === '' || v.length >= 8, 'validation.passwordMin')
  .optional()
  .transform((v) => v || undefined);

/**
 * A new administrator. The back office sends no password: the new colleague sets their own
 * through an invitation link (POST /strict/user/{id}/password-link). An API client that
 * provisions accounts may still send an initial one.
 */
export const userCreateSchema = z
  .object({
    ...personFields,
    password: optionalPassword,
    /** Least privilege when a client names none: read-only. */
    staff_role: roleSchema.default('viewer'),
    ...staffFields,
  })
  .superRefine(scopeRule);

/** Editing: a blank password keeps the current one. */
export const userUpdateSchema = z
  .object({
    ...personFields,
    password: optionalPassword,
    /** Left out: the role and scope stay as they are. */
    staff_role: roleSchema.optional(),
    ...staffFields,
  })
  .superRefine(scopeRule);
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const userItemSchema = personItemSchema.extend({
  /** False until the person has set a password through their invitation. */
  has_password: z.boolean(),
  /** When the person's waiting set-password link expires; null when none is waiting. */
  link_expires_at: z.string().nullable(),
  /** Null: an account from before roles, or one whose role was taken away; it may do nothing. */
  staff_role: z.enum(staffRoles).nullable(),
  collector_id: z.number().int().nullable(),
  collector_name: z.string().nullable(),
  bsu_id: z.number().int().nullable(),
  bsu_name: z.string().nullable(),
});
export type UserItem = z.infer<typeof userItemSchema>;
export const userListSchema = listResponseSchema(userItemSchema);
