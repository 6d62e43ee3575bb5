'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { bff } from '@/lib/client/bff-fetch';
import { formatAmount, formatQuantity } from '@/lib/format';
import { toLocale } from '@/lib/shared/locales';
import { collectorLabel } from '@/lib/client/options';
import { trashTypeKey, trashTypes, trashUnits, wasteCategories } from '@/lib/schemas/fields';
import { trashSchema, type TrashItem } from '@/lib/schemas/trash';
import { CollectorSelect } from '../form-kit/collector-select';
import { ChoiceField, TextField } from '../form-kit/fields';
import { ModalForm } from '../form-kit/modal-form';
import { StatusField } from '../form-kit/person-fields';
import { saveTarget, type FormProps } from './form-props';

export function TrashForm({ row, onClose, onSaved }: FormProps<TrashItem>) {
  const t = useTranslations();
  const locale = toLocale(useLocale());
  // Prices and quantities are edited as text, written as the list prints them in this language.
  const schema = useMemo(() => trashSchema(locale), [locale]);
  const target = saveTarget('trash', row?.id);
  return (
    <ModalForm
      title={t(row ? 'trash.edit' : 'trash.add')}
      schema={schema}
      defaultValues={{
        trash_name: row?.trash_name ?? '',
        type: row?.type ?? '',
        category: row?.category ?? '',
        selling_price: row ? formatAmount(row.selling_price, locale) : '',
        buying_price: row ? formatAmount(row.buying_price, locale) : '',
        stock: formatQuantity(row?.stock ?? '0', locale),
        maximum: row ? formatQuantity(row.maximum, locale) : '',
        unit: row?.unit ?? '',
        status: row?.status ?? '',
        collectorId: row ? String(row.collectorId) : '',
      }}
      submit={(json) => bff(target.path, { method: target.method, json })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <div className="row">
        {/* What the item is, in one row: its name, its type and its SIPSN category. */}
        <TextField col={4} name="trash_name" label={t('fields.trash_name')} required autoComplete="off" />
        <ChoiceField col={4} name="type" values={trashTypes} labelOf={(v) => t(`options.type.${trashTypeKey[v]}`)} />
        <ChoiceField col={4} name="category" values={wasteCategories} labelOf={(v) => t(`options.category.${v}`)} />
        {/* Prices take half the row and a money hint; the quantities a third, beside the unit. */}
        {(['selling_price', 'buying_price', 'stock', 'maximum'] as const).map((name) => {
          const price = name.endsWith('_price');
          return (
            <TextField
              key={name}
              col={price ? 6 : 4}
              name={name}
              label={t(`fields.${name}`)}
              required
              inputMode="decimal"
              placeholder={price ? t('fields.moneyPlaceholder') : undefined}
              maxLength={20}
            />
          );
        })}
        <ChoiceField col={4} name="unit" values={trashUnits} />
        <StatusField col={6} />
        <CollectorSelect
          col={6}
          initial={
            row
              ? {
                  value: String(row.collectorId),
                  label: collectorLabel({ trash_bank_name: row.collector_name, unique_code: row.collector_code }),
                }
              : null
          }
        />
      </div>
    </ModalForm>
  );
}
