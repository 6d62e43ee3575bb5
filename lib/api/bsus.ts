import 'server-only';
import type { ListParams } from '../list-query';
import { bsuListSchema } from '../schemas/bsus';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of unit banks in a view (its filters and sort, the parent bank among them, as the URL wrote them). */
export const listBsus = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/bsu', bsuListSchema, session, params, view);
