'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { errorText } from '@/lib/client/bff-fetch';
import type { Option } from '@/lib/client/options';
import { regionOptionsQuery } from '@/lib/client/queries/regions';
import type { RegionLevel } from '@/lib/schemas/region';
import { Combobox } from './combobox';
import { Field, useField } from './fields';

export type RegionChoice = Record<RegionLevel, Option | null>;
const levels: RegionLevel[] = ['province', 'regency', 'subdistrict', 'village'];
const empty: RegionChoice = { province: null, regency: null, subdistrict: null, village: null };

/** The region cascade of a record being edited, from its list row. */
export function regionChoice(row: {
  province_id: string;
  province_name: string;
  regency_id: string;
  regency_name: string;
  subdistrict_id: string;
  subdistrict_name: string;
  village_id: string;
  village_name: string;
}): RegionChoice {
  return {
    province: { value: row.province_id, label: row.province_name },
    regency: { value: row.regency_id, label: row.regency_name },
    subdistrict: { value: row.subdistrict_id, label: row.subdistrict_name },
    village: { value: row.village_id, label: row.village_name },
  };
}

/**
 * Province → regency → subdistrict → village (SPEC §4). Choosing a level loads its children
 * and clears the levels below it (our departure: the original left them stale). The form's
 * value is the village code, `villageId`.
 */
export function RegionFields({ initial }: { initial?: RegionChoice }) {
  const t = useTranslations();
  const [choice, setChoice] = useState<RegionChoice>(initial ?? empty);
  const { setValue } = useFormContext<{ villageId: string }>();
  const village = useController<{ villageId: string }>({ name: 'villageId' });
  const { error, errorId } = useField('villageId');
  const texts = {
    loading: t('form.loading'),
    noOptions: t('form.noOptions'),
    typeMore: '',
    loadError: t('form.optionsError'),
  };
  // SPEC §8: a region load that fails shows the error toast too (one, however many levels failed).
  const loadError = (err: unknown) => toast.error(errorText(err, t), { id: 'region-load-error' });

  const pick = (level: RegionLevel, option: Option) => {
    const index = levels.indexOf(level);
    const next = { ...choice, [level]: option };
    for (const lower of levels.slice(index + 1)) next[lower] = null;
    setChoice(next);
    setValue('villageId', next.village?.value ?? '', {
      shouldDirty: true,
      shouldValidate: level === 'village' || village.fieldState.isTouched,
    });
  };

  return (
    <div className="row">
      {levels.map((level, index) => {
        const parent = index === 0 ? null : choice[levels[index - 1]!];
        const id = level === 'village' ? 'villageId' : `region-${level}`;
        const isVillage = level === 'village';
        return (
          <Field key={level} col={6} name={id} label={t(`fields.${level}`)} required error={isVillage ? error : null}>
            <Combobox
              id={id}
              value={choice[level]}
              onChange={(option) => pick(level, option)}
              onBlur={isVillage ? village.field.onBlur : undefined}
              query={regionOptionsQuery(level, parent?.value ?? null)}
              disabled={index > 0 && !parent}
              invalid={isVillage && Boolean(error)}
              describedBy={isVillage && error ? errorId : undefined}
              placeholder={t(`fields.${level}Placeholder`)}
              texts={texts}
              onLoadError={loadError}
            />
          </Field>
        );
      })}
    </div>
  );
}
