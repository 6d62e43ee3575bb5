import 'server-only';
import type { ListParams } from '../list-query';
import { collectorListSchema } from '../schemas/collectors';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of parent banks in a view (its filters and sort, as the URL wrote them). */
export const listCollectors = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/collector', collectorListSchema, session, params, view);
