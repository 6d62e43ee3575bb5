import 'server-only';
import type { ListParams } from '../list-query';
import { auditListSchema } from '../schemas/audit';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of the audit trail in a view (its filters, as the URL wrote them); the trail has no search. */
export const listAudit = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/audit', auditListSchema, session, { ...params, search: '' }, view);
