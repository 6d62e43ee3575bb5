// Indonesia's regions, keyed by their official codes (province 32, regency 32.73, subdistrict
// 32.73.01, village 32.73.01.1001), seeded from idn-area-data.
import { index, pgTable, varchar } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  id: varchar('id', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

export const regencies = pgTable(
  'regencies',
  {
    id: varchar('id', { length: 5 }).primaryKey(),
    provinceId: varchar('province_id', { length: 2 })
      .notNull()
      .references(() => provinces.id),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [index('regencies_province_idx').on(t.provinceId, t.id)],
);

export const subdistricts = pgTable(
  'subdistricts',
  {
    id: varchar('id', { length: 8 }).primaryKey(),
    regencyId: varchar('regency_id', { length: 5 })
      .notNull()
      .references(() => regencies.id),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [index('subdistricts_regency_idx').on(t.regencyId, t.id)],
);

export const villages = pgTable(
  'villages',
  {
    id: varchar('id', { length: 13 }).primaryKey(),
    subdistrictId: varchar('subdistrict_id', { length: 8 })
      .notNull()
      .references(() => subdistricts.id),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [index('villages_subdistrict_idx').on(t.subdistrictId, t.id)],
);
