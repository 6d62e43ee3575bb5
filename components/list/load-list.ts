import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { loaded } from '@/lib/api/list';
import { islandIntl, type Namespace } from '@/lib/i18n/messages';
import { listParams, type ListPageProps, type SearchParams, type ListParams } from '@/lib/list-query';
import type { ListResponse } from '@/lib/schemas/common';
import { withSession } from '@/lib/session/check';
import type { Session } from '@/lib/session/store';
import { toLocale } from '@/lib/shared/locales';
import { FORM_NAMESPACES, READ_NAMESPACES, type ListResource } from './list-types';

type Screen = {
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
  const raw = await searchParams;
  const params = listParams(raw);
  const [t, locale, { result, viewer }, intl] = await Promise.all([
    getTranslations(),
    getLocale().then(toLocale),
    withSession(async (s) => ({ result: await loaded(read(s, params, raw)), viewer: s.user.id })),
    islandIntl(...(screen.readOnly ? READ_NAMESPACES : FORM_NAMESPACES), screen.namespace, ...(screen.islands ?? [])),
  ]);
  const props = {
    title: t(`${screen.namespace}.title` as never),
    addLabel: screen.readOnly ? undefined : t('list.add'),
    resource: screen.resource,
    basePath: screen.basePath,
    params,
    result,
    intl,
  };
  return { t, locale, raw, viewer, props };
}
