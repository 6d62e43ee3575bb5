import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { forbidden } from 'next/navigation';
import { listAudit } from '@/lib/api/audit';
import { loaded } from '@/lib/api/list';
import { islandIntl } from '@/lib/i18n/messages';
import { listParams, type ListPageProps } from '@/lib/list-query';
import { can, resourceAbilities } from '@/lib/schemas/access';
import { requireSession, withSession } from '@/lib/session/check';
import { toLocale } from '@/lib/shared/locales';
import { READ_NAMESPACES } from '../list/list-types';
import { readAuditView } from './audit-view-bar';

/**
 * What the audit trail's page reads before it renders (as components/list/load-list.ts does for
 * the other lists): the programme admin's session or the 403 page, the view in the URL, the page
 * of rows, the texts; and the props of its list and of its view bar that follow from them.
 */
export async function loadAudit({ searchParams }: ListPageProps) {
  const session = await requireSession();
  const access = session.user.access;
  // The API refuses anyone else; the screen says so first, as a 403 page.
  if (!can(access?.role, resourceAbilities.audit.read) || access?.collector_id != null || access?.bsu_id != null)
    forbidden();
  const raw = await searchParams;
  const params = listParams(raw);
  const view = readAuditView(raw);
  const [t, locale, result, intl] = await Promise.all([
    getTranslations(),
    getLocale().then(toLocale),
    withSession((s) => loaded(listAudit(s, params, view.kept))),
    islandIntl(...READ_NAMESPACES),
  ]);
  // The ListPage props, as load-list.ts gives them. The resource names the dialogs a list opens:
  // the trail opens none (read-only, no actions).
  const props = {
    title: t('audit.title'),
    resource: 'transaction' as const,
    basePath: '/audit',
    params,
    keep: view.kept,
    result,
    intl,
    writable: false,
    role: access?.role,
  };
  const bar = {
    t,
    locale,
    raw,
    read: view,
    params,
    rows: result.data?.items ?? [],
    total: result.data?.total_records ?? 0,
  };
  return { t, locale, props, bar };
}
