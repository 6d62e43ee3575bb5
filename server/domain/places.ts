// A bank's or a customer's row: its person (the user) and its place, the village up to the province.
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { provinces, regencies, subdistricts, users, villages } from '../db/schema';

/** Joins the user of `owner` and its village, subdistrict, regency and province to `query`. */
export const withPersonAndPlace = <T extends PgSelect>(
  query: T,
  owner: { userId: AnyPgColumn; villageId: AnyPgColumn },
) =>
  query
    .innerJoin(users, eq(users.id, owner.userId))
    .innerJoin(villages, eq(villages.id, owner.villageId))
    .innerJoin(subdistricts, eq(subdistricts.id, villages.subdistrictId))
    .innerJoin(regencies, eq(regencies.id, subdistricts.regencyId))
    .innerJoin(provinces, eq(provinces.id, regencies.provinceId));

/** A person's name as the lists sort it: the expression of users_name_idx (migration 0015). */
export const personSortName = sql<string>`lower(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`;
