import 'server-only';
import type { ListParams } from '../list-query';
import { collectorListSchema } from '../schemas/collectors';
import type { Session } from '../session/store';
import { fetchPage } from './list';

export const listCollectors = (session: Session, params: ListParams) =>
  fetchPage('strict/collector', collectorListSchema, session, params);
