'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import type { Option } from '@/lib/client/options';
import { collectorOptionsQuery } from '@/lib/client/queries/collectors';
import { COLLECTOR_SEARCH_MIN_CHARS } from '@/lib/schemas/collectors';
import { Combobox } from './combobox';
import { Field, useField } from './fields';

/** The form's `collectorId`, chosen by searching the parent banks by name or code. */
export function CollectorSelect({ initial }: { initial: Option | null }) {
  const t = useTranslations();
  const { field } = useController<{ collectorId: string }>({ name: 'collectorId' });
  const [selected, setSelected] = useState<Option | null>(initial);
  const { error, errorId } = useField('collectorId');
  return (
    <Field
      name="collectorId"
      label={t('fields.collector')}
      required
      error={error}
      help={t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS })}
    >
      <Combobox
        id="collectorId"
        value={selected}
        onChange={(option) => {
          setSelected(option);
          field.onChange(option.value);
        }}
        onBlur={field.onBlur}
        query={collectorOptionsQuery}
        minChars={COLLECTOR_SEARCH_MIN_CHARS}
        invalid={Boolean(error)}
        describedBy={error ? errorId : 'collectorId-help'}
        placeholder={t('fields.collector')}
        texts={{
          loading: t('form.loading'),
          noOptions: t('form.noOptions'),
          typeMore: t('form.typeMore', { n: COLLECTOR_SEARCH_MIN_CHARS }),
          loadError: t('form.optionsError'),
        }}
      />
    </Field>
  );
}
