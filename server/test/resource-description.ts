// How a master-data resource describes itself to the contract suite (resource-contract.ts).
import type { FixtureApp } from './api';
import type { Fixtures } from './fixtures';

export type Form = Record<string, unknown>;
export type Item = { id: number };

export type ResourceDescription<I extends Item> = {
  /** The API path, e.g. /strict/collector (resource-app.ts's resourceOf gives it and the next four). */
  path: string;
  /** The audit log's entity name. */
  entity: string;
  /** How the API's messages name one (Bank Sampah Induk, Sampah, User…). */
  noun: string;
  itemSchema: { parse: (value: unknown) => I };
  listSchema: { parse: (value: unknown) => { items: I[]; has_next_page: boolean; total_records: number } };
  /** What the suite needs beyond the fixtures. */
  prepare?: (ctx: FixtureApp) => Promise<void>;
  /** A valid new record, with contacts and names of its own on every call. */
  newForm: (f: Fixtures) => Form;
  /** The form that saves the item unchanged. */
  formOf: (item: I) => Form;
  /** A change an update makes, and how the item then reads (toMatchObject): as `form`, unless `shows` differs. */
  change: { form: Form; shows?: Record<string, unknown> };
  /** The id DELETE takes for the item (SPEC: the user id of banks and customers). */
  deleteId: (item: I) => number;
  /** Each rule of the form: the change that breaks it, and the errors the 422 names. */
  invalid: [rule: string, patch: Form, errors: Record<string, string[]>][];
  /** Each conflict with stored data: the change that makes it (given the app), and the fields the 409 names. */
  conflicts: [
    conflict: string,
    patch: (ctx: FixtureApp) => Promise<Form>,
    errors: (ctx: FixtureApp) => Promise<Record<string, string[]>>,
  ][];
};

/** The cases of `invalid` for one rule: each value of `field` breaks it, and the 422 names `message` on the field. */
export const rules = (field: string, message: string, ...values: unknown[]): ResourceDescription<Item>['invalid'] =>
  values.map((value) => [`${field} = ${JSON.stringify(value)}`, { [field]: value }, { [field]: [message] }]);
