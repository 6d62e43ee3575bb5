import 'server-only';
import type { z } from 'zod';
import { AppError } from '../errors';
import type { ListParams } from '../list-query';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

/** One page of a list resource, the URL's size (SPEC §9: 50 by default), with its search. */
export function fetchPage<T extends z.ZodType>(
  path: string,
  schema: T,
  session: Session,
  params: ListParams,
  filters: Record<string, string | number> = {},
) {
  const searchParams: Record<string, string | number> = { page: params.page, per_page: params.size, ...filters };
  if (params.search) searchParams.search = params.search;
  return upstream(path, schema, { token: session.access, searchParams });
}

/** A list page's data, or the message saying why it could not be read (shown in the page). */
export type Loaded<T> = { data: T; error?: undefined } | { data?: undefined; error: string };

export async function loaded<T>(read: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await read };
  } catch (err) {
    if (err instanceof AppError && err.status !== 401) return { error: err.message };
    throw err;
  }
}
