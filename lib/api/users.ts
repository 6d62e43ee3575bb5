import 'server-only';
import type { ListParams } from '../list-query';
import { userListSchema } from '../schemas/users';
import type { Session } from '../session/store';
import { fetchPage } from './list';

/** A page of back-office accounts in a view (its filters and sort, as the URL wrote them). */
export const listUsers = (session: Session, params: ListParams, view: Record<string, string> = {}) =>
  fetchPage('strict/user', userListSchema, session, params, view);
