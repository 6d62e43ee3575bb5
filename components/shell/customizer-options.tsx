'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { LayoutKey, LayoutPreferences } from '@/lib/layout-options';
import { Thumb, type ThumbProps } from './customizer-thumb';

type Option = { value: string; label: string; thumb?: ThumbProps };

function OptionCard({
  name,
  option,
  checked,
  onPick,
}: {
  name: LayoutKey;
  option: Option;
  checked: boolean;
  onPick: () => void;
}) {
  const id = `cz-${name}-${option.value}`;
  return (
    <div className="option-card">
      <input
        type="radio"
        className="btn-check"
        id={id}
        name={`cz-${name}`}
        value={option.value}
        checked={checked}
        onChange={onPick}
      />
      <label htmlFor={id} className={`option-label${option.thumb ? '' : ' option-label-plain'}`}>
        {option.thumb && <Thumb {...option.thumb} />}
        <span className="option-caption">{option.label}</span>
      </label>
    </div>
  );
}

export function Section({ name, children }: { name: LayoutKey; children: ReactNode }) {
  const t = useTranslations(`customizer.${name}`);
  return (
    <fieldset className="customizer-section" data-testid={`cz-${name}`}>
      <legend className="customizer-legend">{t('title')}</legend>
      <p className="customizer-hint">{t('hint')}</p>
      {children}
    </fieldset>
  );
}

type GroupProps = { name: LayoutKey; options: Option[]; value: string; onPick: (value: string) => void };

export function OptionGroup({ name, options, value, onPick }: GroupProps) {
  return (
    <Section name={name}>
      <div className="option-grid">
        {options.map((option) => (
          <OptionCard
            key={option.value}
            name={name}
            option={option}
            checked={value === option.value}
            onPick={() => onPick(option.value)}
          />
        ))}
      </div>
    </Section>
  );
}

const gradients = ['gradient', 'gradient-2', 'gradient-3', 'gradient-4'] as const;

/**
 * SPEC §4: light or dark collapses the gradient picker; the gradient button opens or
 * closes it (it starts open when a gradient is the current colour).
 */
export function SidebarColours({
  value,
  onPick,
}: {
  value: LayoutPreferences['sidebarTheme'];
  onPick: (v: LayoutPreferences['sidebarTheme']) => void;
}) {
  const t = useTranslations('customizer.sidebarTheme');
  const [open, setOpen] = useState(value.startsWith('gradient'));
  const plain = (['light', 'dark'] as const).map((v) => ({ value: v, label: t(v), thumb: { sidebar: v } }));
  const onGradient = value.startsWith('gradient');
  return (
    <Section name="sidebarTheme">
      <div className="option-grid">
        {plain.map((option) => (
          <OptionCard
            key={option.value}
            name="sidebarTheme"
            option={option}
            checked={value === option.value}
            onPick={() => {
              setOpen(false);
              onPick(option.value);
            }}
          />
        ))}
        <div className="option-card">
          <button
            type="button"
            className={`option-label w-100${onGradient ? ' is-checked' : ''}`}
            aria-expanded={open}
            aria-controls="cz-gradients"
            onClick={() => setOpen((o) => !o)}
          >
            <Thumb sidebar="gradient" />
            <span className="option-caption">{t('gradient')}</span>
          </button>
        </div>
      </div>
      <div id="cz-gradients" className="gradient-picker" hidden={!open}>
        {gradients.map((g, i) => (
          <div key={g} className="swatch">
            <input
              type="radio"
              className="btn-check"
              id={`cz-sidebarTheme-${g}`}
              name="cz-sidebarTheme"
              checked={value === g}
              onChange={() => onPick(g)}
            />
            <label htmlFor={`cz-sidebarTheme-${g}`} className="swatch-label" data-s={g}>
              <span className="visually-hidden">{t('swatch', { n: i + 1 })}</span>
            </label>
          </div>
        ))}
      </div>
    </Section>
  );
}
