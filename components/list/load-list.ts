import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { loaded } from '@/lib/api/list';
import { can, resourceAbilities } from '@/lib/schemas/access';
import { fastFill } from '@/lib/i18n/fast-fill';
import { islandIntl, type Namespace } from '@/lib/i18n/messages';
import { listParams, type ListPageProps, type SearchParams, type ListParams } from '@/lib/list-query';
import type { ListResponse } from '@/lib/schemas/common';
import { forbidden } from 'next/navigation';
import { requireSession, withSession } from '@/lib/session/check';
import type { Session } from '@/lib/session/store';
import { toLocale } from '@/lib/shared/locales';
import { FORM_NAMESPACES, READ_NAMESPACES, type ListResource } from './list-types';

export type Screen = {
  resource: ListResource;
  basePath: string;
  /** The messages namespace with the screen's title and its islands' own texts. */
  namespace: Namespace;
  /** A screen that only reads (no Tambah, no form): its islands need fewer texts. */
  readOnly?: boolean;
  /** Further namespaces the screen's own dialogs read (Data User: the set-password link). */
  islands?: Namespace[];
};

/**
 * What every list page reads before it renders, in parallel: the URL's list state, the page
 * of rows (with the session, a failed read becomes the page's message), the texts, and the
 * ListPage props that follow from them. The page adds only its columns and actions.
 */
export async function loadList<Row>(
  { searchParams }: ListPageProps,
  screen: Screen,
  read: (session: Session, params: ListParams, raw: SearchParams) => Promise<ListResponse<Row>>,
) {
  // A screen the account's role may not read is a 403 page, not an error inside the list.
  const session = await requireSession();
  if (!can(session.user.access?.role, resourceAbilities[screen.resource].read)) forbidden();
  const raw = await searchParams;
  const params = listParams(raw);
  const [t, locale, { result, viewer }, intl] = await Promise.all([
    // The page's cells fill their labels ('Detail of {user}') without the ICU formatter.
    getTranslations().then(fastFill),
    getLocale().then(toLocale),
    withSession(async (s) => ({ result: await loaded(read(s, params, raw)), viewer: s.user })),
    islandIntl(...(screen.readOnly ? READ_NAMESPACES : FORM_NAMESPACES), screen.namespace, ...(screen.islands ?? [])),
  ]);
  // The screen offers only what the account's role may do; the API refuses the rest regardless.
  const role = viewer.access?.role;
  const writable = can(role, resourceAbilities[screen.resource].write);
  const props = {
    title: t(`${screen.namespace}.title` as never),
    addLabel: screen.readOnly || !writable ? undefined : t('list.add'),
    writable,
    role,
    resource: screen.resource,
    basePath: screen.basePath,
    params,
    result,
    intl,
  };
  return { t, locale, raw, viewer: viewer.id, role, props };
}
