import { getTranslations } from 'next-intl/server';
import { bankColumns } from '@/components/list/bank-columns';
import { FORM_NAMESPACES } from '@/components/list/list-types';
import { ListPage } from '@/components/list/list-page';
import { listCollectors } from '@/lib/api/collectors';
import { loaded } from '@/lib/api/list';
import { withSession } from '@/lib/session/check';
import { islandIntl } from '@/lib/i18n/messages';
import { listParams, type ListPageProps } from '@/lib/list-query';
import { pageTitle } from '@/lib/page-title';
import type { CollectorItem } from '@/lib/schemas/collectors';

export const generateMetadata = () => pageTitle('bsi.title');

export default async function CollectorsPage({ searchParams }: ListPageProps) {
  const params = listParams(await searchParams);
  const [t, result, intl] = await Promise.all([
    getTranslations(),
    withSession((s) => loaded(listCollectors(s, params))),
    islandIntl(...FORM_NAMESPACES, 'bsi'),
  ]);
  return (
    <ListPage<CollectorItem>
      title={t('bsi.title')}
      addLabel={t('list.add')}
      resource="collector"
      basePath="/bsi"
      params={params}
      result={result}
      intl={intl}
      rowKey={(b) => b.id}
      actions={{ edit: { rowName: (b) => b.trash_bank_name, deleteId: (b) => b.user_id } }}
      columns={bankColumns<CollectorItem>(t, 'BSI')}
    />
  );
}
