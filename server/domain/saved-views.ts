// Saved views (issue 17): a person's named views of a list. A view is stored as the list's own
// URL query, kept to the parts that list has and checked by its schema first, so a saved view
// always opens the list it was saved from, as it was.
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_TEXT } from '../../lib/schemas/common';
import { MAX_SAVED_VIEWS, viewableLists, type SavedViewCreate, type ViewableList } from '../../lib/schemas/saved-views';
import type { Db } from '../db/client';
import { keptPlan } from '../db/kept-plans';
import { savedViews } from '../db/schema';
import { ApiError } from '../errors';

/** The view's query with only the list's own parts, in their order; a part that does not hold is a 422. */
export function canonicalQuery(resource: ViewableList, query: string): string {
  const list = viewableLists[resource];
  const given = new URLSearchParams(query);
  const kept: Record<string, string> = {};
  for (const name of list.names) {
    const value = given.get(name)?.trim();
    if (value) kept[name] = value;
  }
  const { search, ...view } = kept;
  if (search && search.length > MAX_TEXT) throw ApiError.field('query', 'validation.max');
  const parsed = list.schema.safeParse(view);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  return new URLSearchParams(kept).toString();
}

/** A person's views of one list: a key lookup on every list page, its plan kept. */
export const listSavedViews = (db: Db, userId: number, resource: ViewableList) =>
  keptPlan(
    db
      .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
      .from(savedViews)
      .where(and(eq(savedViews.userId, userId), eq(savedViews.resource, resource)))
      .orderBy(asc(savedViews.name)),
  );

/** Saves a view under its name; the same name again replaces what it holds. */
export async function saveView(db: Db, userId: number, input: SavedViewCreate) {
  const query = canonicalQuery(input.resource, input.query);
  const mine = and(eq(savedViews.userId, userId), eq(savedViews.resource, input.resource));
  const [held] = await db.select({ n: count() }).from(savedViews).where(mine);
  const [same] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(mine, eq(savedViews.name, input.name)));
  if (!same && Number(held?.n ?? 0) >= MAX_SAVED_VIEWS) throw ApiError.of(409, 'viewsFull', { max: MAX_SAVED_VIEWS });
  const [saved] = await db
    .insert(savedViews)
    .values({ userId, resource: input.resource, name: input.name, query })
    .onConflictDoUpdate({ target: [savedViews.userId, savedViews.resource, savedViews.name], set: { query } })
    .returning({ id: savedViews.id, name: savedViews.name, query: savedViews.query });
  return saved!;
}

/** Deletes one of the person's own views; anyone else's is answered as not found. */
export async function deleteSavedView(db: Db, userId: number, id: number) {
  const [gone] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ name: savedViews.name });
  if (!gone) throw ApiError.of(404, 'viewNotFound');
  return gone;
}
