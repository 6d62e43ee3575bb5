import 'server-only';
import { savedViewListSchema, type ViewableList } from '../schemas/saved-views';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

/** The signed-in person's saved views of a list, by name. */
export const listSavedViews = async (session: Session, resource: ViewableList) =>
  (await upstream('strict/account/views', savedViewListSchema, { token: session.access, searchParams: { resource } }))
    .items;
