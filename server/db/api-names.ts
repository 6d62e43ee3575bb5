// The API names a table's own fields by their SQL column names (postal_code, unique_code), so a
// row's select list, its zod schema and the values it writes can be read off the table: a plain
// new column reaches the API without another hand-written list of fields.
import { getTableColumns, type Table } from 'drizzle-orm';
import { createInsertSchema, createSelectSchema, type BuildSchema } from 'drizzle-zod';
import { z } from 'zod';

type Columns<T extends Table> = T['_']['columns'];
type Kept<T extends Table, O extends keyof Columns<T>> = Exclude<keyof Columns<T>, O>;
/** The kept columns of T, keyed by their SQL names. */
type ByName<T extends Table, O extends keyof Columns<T>, V> = {
  [K in Kept<T, O> as Columns<T>[K]['_']['name']]: K extends keyof V ? V[K] : never;
};

const kept = <T extends Table>(table: T, omit: readonly PropertyKey[]) =>
  Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key));

/**
 * The omit list that keeps only `keep`, for a table whose new columns must never reach the API
 * by themselves (users: a password hash today, who knows what tomorrow).
 */
export const allBut = <T extends Table, K extends keyof Columns<T>>(table: T, keep: readonly K[]) =>
  Object.keys(getTableColumns(table)).filter((key) => !keep.includes(key as K)) as Exclude<keyof Columns<T>, K>[];

/** A select list of the table's columns but `omit`, keyed by SQL name. */
export function columnsByName<T extends Table, O extends keyof Columns<T>>(table: T, omit: readonly O[]) {
  const entries = kept(table, omit).map(([, column]) => [column.name, column]);
  return Object.fromEntries(entries) as ByName<T, O, Columns<T>>;
}

type SelectShape<T extends Table> = BuildSchema<'select', Columns<T>, undefined, undefined>['shape'];

/** The zod schema of the rows `columnsByName(table, omit)` selects (drizzle-zod: types, lengths, enums). */
export function rowSchemaByName<T extends Table, O extends keyof Columns<T>>(table: T, omit: readonly O[]) {
  const shape = createSelectSchema(table).shape as Record<string, z.ZodType>;
  const entries = kept(table, omit).map(([key, column]) => [column.name, shape[key]!]);
  return z.object(Object.fromEntries(entries) as ByName<T, O, SelectShape<T>>);
}

/**
 * What a validated API body writes to the table's columns but `omit`: each read by its SQL name
 * or, where the API spells it in camelCase (villageId), by its code name. drizzle-zod's insert
 * schema drops every other field of the body and types the result as the table's insert row.
 */
export function valuesFromBody<T extends Table, O extends keyof Columns<T>>(table: T, omit: readonly O[]) {
  const all = createInsertSchema(table);
  // Generated columns (an identity id) are not in the insert schema, and zod refuses to omit them.
  const mask = Object.fromEntries(omit.filter((key) => key in all.shape).map((key) => [key, true]));
  const insert = all.omit(mask as never);
  const columns = kept(table, omit);
  return (body: Record<string, unknown>) =>
    insert.parse(
      Object.fromEntries(columns.map(([key, column]) => [key, column.name in body ? body[column.name] : body[key]])),
    ) as Omit<T['$inferInsert'], O>;
}
