// Search as a user types it: case-insensitive, every word must be found somewhere in the
// record (names, email, phone, codes with or without their BSI-/BSU- prefix, NIK, region
// names). Words are matched as substrings of one lower-cased text per record.
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';

/** `%`, `_` and `\` in what the user typed are literal characters, not wildcards. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function searchWords(term: string | undefined | null): string[] {
  if (!term) return [];
  // A phone number typed with spaces or dashes ('+62 812-3456-7890') is one number, not words.
  const compact = term.trim().replace(/[\s\-.()]/g, '');
  if (/^\+?\d{8,}$/.test(compact)) return [compact];
  return term.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * A word typed like an international phone number ('+62812…', '62812…') also matches the
 * stored form ('0812…'). Only also: a NIK from province 62 (Central Kalimantan) starts the
 * same way and must still be found as typed.
 */
const localPhone = (word: string) => (/^\+?62\d{6,}$/.test(word) ? `0${word.replace(/^\+?62/, '')}` : undefined);

/** `text` (already lower case) contains every word; undefined when there is nothing to match. */
export function containsAll(
  text: SQL | SQL.Aliased | import('drizzle-orm/pg-core').PgColumn,
  words: string[],
): SQL | undefined {
  if (words.length === 0) return undefined;
  const like = (word: string) => sql`${text} like ${`%${escapeLike(word)}%`}`;
  return and(
    ...words.map((word) => {
      const phone = localPhone(word);
      return phone ? or(like(word), like(phone)) : like(word);
    }),
  );
}

/** lower(concat_ws(' ', …)) of the given parts: the searchable text of a joined row. */
export const searchable = (...parts: (SQL | import('drizzle-orm/pg-core').PgColumn)[]) =>
  sql`lower(concat_ws(' ', ${sql.join(parts, sql`, `)}))`;

/** A customer's name as the list sorts it, from their user `u`: what customers.sort_name holds. */
export const customerSortName = sql.raw(`lower(u.first_name || ' ' || coalesce(u.last_name, ''))`);

/**
 * Customers are the one large master list (a hundred thousand in a national programme): their
 * searchable text is kept in a column with a trigram index, rewritten whenever the customer or
 * their user changes. Without ids, every customer (for bulk loads).
 */
export async function refreshCustomerSearch(tx: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const only = ids
    ? sql`and customers.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`
    update ${customers} set search_text = lower(concat_ws(' ', u.first_name, u.last_name, u.email, u.phone_number,
      customers.nik, customers.address, customers.postal_code, v.name, s.name, r.name, p.name)),
      sort_name = ${customerSortName}
    from users u, villages v, subdistricts s, regencies r, provinces p
    where u.id = customers.user_id and v.id = customers.village_id and s.id = v.subdistrict_id
      and r.id = s.regency_id and p.id = r.province_id ${only}`);
}
