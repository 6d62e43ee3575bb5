import 'server-only';
import type { ListParams } from '../list-query';
import { trashListSchema } from '../schemas/trash';
import type { Session } from '../session/store';
import { fetchPage } from './list';

export const listTrash = (session: Session, params: ListParams) =>
  fetchPage('strict/trash', trashListSchema, session, params);
