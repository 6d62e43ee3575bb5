import 'server-only';
import type { ListParams } from '../list-query';
import { trashListSchema } from '../schemas/trash';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of waste items in a view (its filters and sort, as the URL wrote them). */
export const listTrash = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/trash', trashListSchema, session, params, view);
