// Indonesia's regions, keyed by their official codes (province 32, regency 32.73, subdistrict
// 32.73.01, village 32.73.01.1001), seeded from idn-area-data.
import { index, pgTable, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** How long each level's codes are. */
const CODE_LENGTH = { province: 2, regency: 5, subdistrict: 8, village: 13 } as const;
type Level = keyof typeof CODE_LENGTH;

export const provinces = pgTable('provinces', {
  id: varchar('id', { length: CODE_LENGTH.province }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

/**
 * The regions of a level inside those of the level above: its code, its parent's code
 * (`provinceId`, …) and its name, listed by parent off an index on the parent's code, then its own.
 */
function regionsWithin<T extends string, L extends Level, P extends Level>(
  table: T,
  level: L,
  parentLevel: P,
  parent: { id: AnyPgColumn },
) {
  const parentId = varchar(`${parentLevel}_id`, { length: CODE_LENGTH[parentLevel] })
    .notNull()
    .references(() => parent.id);
  return pgTable(
    table,
    {
      id: varchar('id', { length: CODE_LENGTH[level] }).primaryKey(),
      ...({ [`${parentLevel}Id`]: parentId } as Record<`${P}Id`, typeof parentId>),
      name: varchar('name', { length: 255 }).notNull(),
    },
    (t) => [index(`${table}_${parentLevel}_idx`).on(t[`${parentLevel}Id`], t.id)],
  );
}

export const regencies = regionsWithin('regencies', 'regency', 'province', provinces);
export const subdistricts = regionsWithin('subdistricts', 'subdistrict', 'regency', regencies);
export const villages = regionsWithin('villages', 'village', 'subdistrict', subdistricts);
