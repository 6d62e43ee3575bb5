import 'server-only';
import type { ListParams } from '../list-query';
import { bsuListSchema } from '../schemas/bsus';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** Unit banks, optionally only those under one parent bank. */
export const listBsus = (session: Session, params: ListParams, collectorId: number | null) =>
  fetchPage('strict/bsu', bsuListSchema, session, params, collectorId ? { collectorId } : {});
