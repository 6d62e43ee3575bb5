import 'server-only';
import type { ListParams } from '../list-query';
import { userListSchema } from '../schemas/users';
import type { Session } from '../session/store';
import { fetchPage } from './list';

export const listUsers = (session: Session, params: ListParams) =>
  fetchPage('strict/user', userListSchema, session, params);
