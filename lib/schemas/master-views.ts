// What the master-data lists show (issue 17): customers, parent and unit banks, waste items and
// back-office accounts, each with its filters and its orders. Like lib/schemas/transaction-view.ts,
// one schema per list serves its URL, its API list, its export and its saved views.
import { z } from 'zod';
import { staffRoles } from './access';
import {
  genders,
  idSchema,
  listQuerySchema,
  optionalIdSchema,
  trashTypes,
  userStatuses,
  wasteCategories,
} from './fields';
import { maybe } from './list-view';

/** A province ('32') or a regency ('32.73') code, as the region pickers give them. */
const provinceId = z.string({ error: 'validation.regionId' }).regex(/^\d{2}$/, 'validation.regionId');
const regencyId = z.string({ error: 'validation.regionId' }).regex(/^\d{2}\.\d{2}$/, 'validation.regionId');

/** '-created' (newest first) is SPEC's order of every master-data list and the default. */
const createdSorts = ['-created', 'created'] as const;
const named = ['name', '-name'] as const;
const sortOf = <S extends readonly [string, ...string[]]>(sorts: S) =>
  maybe(z.enum(sorts, { error: 'validation.sort' }));
const statusField = maybe(z.enum(userStatuses, { error: 'validation.status' }));
const place = { province: maybe(provinceId), regency: maybe(regencyId) };

/** A regency names its province ('32.73' is in '32'): one that contradicts the province matches nothing. */
export function checkPlace(
  view: { province?: string | undefined; regency?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (view.province && view.regency && !view.regency.startsWith(`${view.province}.`))
    ctx.addIssue({ code: 'custom', path: ['regency'], message: 'validation.regencyOutsideProvince' });
}

export const customerSorts = [...createdSorts, ...named] as const;
export const customerViewFields = {
  sort: sortOf(customerSorts),
  status: statusField,
  gender: maybe(z.enum(genders, { error: 'validation.unknownGender' })),
  ...place,
  bsu: optionalIdSchema('validation.id'),
};
export const customerViewSchema = z.object(customerViewFields).superRefine(checkPlace);
export type CustomerView = Partial<z.infer<typeof customerViewSchema>>;

export const bankSorts = [...createdSorts, ...named, 'code', '-code'] as const;
export const collectorViewFields = { sort: sortOf(bankSorts), status: statusField, ...place };
export const collectorViewSchema = z.object(collectorViewFields).superRefine(checkPlace);

/**
 * `collectorId`: SPEC's parent-bank filter of the unit banks' list. `idSchema` under `maybe`
 * (not optionalIdSchema, whose union answers 'collectorId=abc' with the generic "invalid") keeps
 * the list's existing answer to a bad id: 'ID tidak valid'.
 */
export const bsuViewFields = { ...collectorViewFields, collectorId: maybe(idSchema('validation.id')) };
export const bsuViewSchema = z.object(bsuViewFields).superRefine(checkPlace);
export type BsuView = Partial<z.infer<typeof bsuViewSchema>>;

export const trashSorts = [
  ...createdSorts,
  ...named,
  'stock',
  '-stock',
  'buying',
  '-buying',
  'selling',
  '-selling',
] as const;
export const trashViewFields = {
  sort: sortOf(trashSorts),
  status: statusField,
  type: maybe(z.enum(trashTypes, { error: 'validation.unknownType' })),
  /** An SIPSN composition category (issue 18). */
  category: maybe(z.enum(wasteCategories, { error: 'validation.unknownCategory' })),
  bsi: optionalIdSchema('validation.id'),
  bsu: optionalIdSchema('validation.id'),
  /** '1': only the items whose stock has reached their maximum (time to sell to the parent bank). */
  low: maybe(z.literal('1', { error: 'validation.lowStock' })),
};
export const trashViewSchema = z.object(trashViewFields);
export type TrashView = Partial<z.infer<typeof trashViewSchema>>;

export const userSorts = [...createdSorts, ...named] as const;
export const userViewFields = {
  sort: sortOf(userSorts),
  status: statusField,
  role: maybe(z.enum(staffRoles, { error: 'validation.unknownRole' })),
};
export const userViewSchema = z.object(userViewFields);
export type UserView = Partial<z.infer<typeof userViewSchema>>;

/** Every part of each view the URL carries, by the API resource the list belongs to. */
export const masterViewNames = {
  customer: ['status', 'gender', 'province', 'regency', 'bsu', 'sort'],
  collector: ['status', 'province', 'regency', 'sort'],
  bsu: ['status', 'province', 'regency', 'collectorId', 'sort'],
  trash: ['status', 'type', 'category', 'bsi', 'bsu', 'low', 'sort'],
  user: ['status', 'role', 'sort'],
} as const satisfies Record<string, readonly string[]>;

/** The schema of each master-data list's view. */
export const masterViews = {
  customer: { fields: customerViewFields, schema: customerViewSchema },
  collector: { fields: collectorViewFields, schema: collectorViewSchema },
  bsu: { fields: bsuViewFields, schema: bsuViewSchema },
  trash: { fields: trashViewFields, schema: trashViewSchema },
  user: { fields: userViewFields, schema: userViewSchema },
} as const;
export type MasterList = keyof typeof masterViews;

/** The API list query of each master-data list: paging and search, and its view. */
export const customerListQuery = listQuerySchema.extend(customerViewFields).superRefine(checkPlace);
export const collectorListQuery = listQuerySchema.extend(collectorViewFields).superRefine(checkPlace);
export const bsuListQuery = listQuerySchema.extend(bsuViewFields).superRefine(checkPlace);
export const trashListQuery = listQuerySchema.extend(trashViewFields);
export const userListQuery = listQuerySchema.extend(userViewFields);
