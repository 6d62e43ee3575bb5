import type { getTranslations } from 'next-intl/server';
import { hrefOf, readView } from '@/lib/list-view';
import type { ListParams, SearchParams } from '@/lib/list-query';
import { personLabel, type AuditItem } from '@/lib/schemas/audit';
import { auditActions, auditEntities, auditViewNames, auditViewSchema } from '@/lib/schemas/audit-view';
import type { Locale } from '@/lib/shared/locales';
import { BankPicker } from '../list/bank-picker';
import { choice, ViewBar, type ViewField } from '../list/view-bar';
import { quickPicks, viewBarParts } from '../list/view-bar-parts';
import { auditNames } from './audit-cells';
import { RecordFilter } from './record-filter';

type T = Awaited<ReturnType<typeof getTranslations>>;

const BASE = '/audit';

/** The audit trail's view, read from its URL (the filters that hold). */
export const readAuditView = (raw: SearchParams) => readView(raw, auditViewNames, auditViewSchema);

/**
 * The audit trail's view controls (issue 18), on the lists' ViewBar: resource, action and a range
 * of Jakarta days with the quick picks in the panel; the person and the record id beside it; a
 * chip per filter; the download of the view.
 */
export function AuditViewBar({
  t,
  locale,
  raw,
  read,
  params,
  rows,
  total,
}: {
  t: T;
  locale: Locale;
  raw: SearchParams;
  read: ReturnType<typeof readAuditView>;
  params: ListParams;
  rows: AuditItem[];
  total: number;
}) {
  const { kept } = read;
  const names = auditNames(t);
  const carried: Record<string, string> = params.size !== 50 ? { size: String(params.size) } : {};
  // The person's name, from a row they acted in (every row has them once the filter holds).
  const actor = rows.find((r) => r.actor && String(r.actor.id) === kept.actor)?.actor;
  const person = (id: string) => (actor ? personLabel(actor) : `#${id}`);
  const label = (name: string) => t(`audit.view.${name}` as never);
  const show: Record<string, (value: string) => string> = {
    actor: person,
    entity: names.entity,
    entity_id: (v) => v,
    action: names.action,
  };
  const fields: ViewField[] = [
    choice('entity', label('entity'), auditEntities, names.entity),
    choice('action', label('action'), auditActions, names.action),
    { name: 'from', label: label('from'), kind: 'date' },
    { name: 'to', label: label('to'), kind: 'date' },
  ];
  return (
    <ViewBar
      {...viewBarParts({ t, locale, raw, read, total, basePath: BASE, carried, label, show })}
      fields={fields}
      quick={quickPicks(t)}
      exportHref={(format) => hrefOf(`/strict/export/audit`, { ...kept, format })}
      pickers={
        <>
          <BankPicker t={t} param="actor" kind="person" label={label('actor')} kept={kept} name={person} />
          <RecordFilter
            basePath={BASE}
            state={{ ...carried, ...kept }}
            labels={{ record: label('entity_id'), apply: t('audit.view.find') }}
          />
        </>
      }
    />
  );
}
