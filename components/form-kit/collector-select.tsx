'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import type { Option } from '@/lib/client/options';
import { bsuOptionsQuery, collectorOptionsQuery, customerOptionsQuery } from '@/lib/client/queries/collectors';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { Combobox } from './combobox';
import { Field, useField, type FieldCol } from './fields';

const queries = { collector: collectorOptionsQuery, bsu: bsuOptionsQuery, customer: customerOptionsQuery };

/** A bank (or a customer) chosen by searching parent banks (or unit banks) by name or code, into the form's field `name`. */
export function BankSelect({
  name,
  kind,
  label,
  initial,
  required = true,
  col,
}: {
  name: string;
  kind: 'collector' | 'bsu' | 'customer';
  label: string;
  initial: Option | null;
  required?: boolean;
} & FieldCol) {
  const t = useTranslations();
  const { field } = useController<Record<string, string>>({ name });
  const [selected, setSelected] = useState<Option | null>(initial);
  const { error, errorId } = useField(name);
  const typeMore = t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS });
  return (
    <Field name={name} label={label} required={required} error={error} help={typeMore} col={col}>
      <Combobox
        id={name}
        value={selected}
        onChange={(option) => {
          setSelected(option);
          field.onChange(option.value);
        }}
        onBlur={field.onBlur}
        query={queries[kind]}
        minChars={COLLECTOR_SEARCH_MIN_CHARS}
        invalid={Boolean(error)}
        describedBy={error ? errorId : `${name}-help`}
        placeholder={label}
        texts={{
          loading: t('form.loading'),
          noOptions: t('form.noOptions'),
          typeMore,
          loadError: t('form.optionsError'),
        }}
      />
    </Field>
  );
}

/** The form's `collectorId`, chosen by searching the parent banks by name or code. */
export function CollectorSelect({ initial, col }: { initial: Option | null } & FieldCol) {
  const t = useTranslations();
  return <BankSelect name="collectorId" kind="collector" label={t('fields.collector')} initial={initial} col={col} />;
}
