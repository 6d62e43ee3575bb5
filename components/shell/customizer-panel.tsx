'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { layoutOptions } from '@/lib/layout-choices';
import type { LayoutKey, LayoutPreferences } from '@/lib/layout-options';
import { CloseIcon } from '../icons';
import { OptionGroup, SidebarColours } from './customizer-options';
import type { ThumbProps } from './customizer-thumb';
import { useLayout } from './layout-provider';
import { IntlIsland } from '../intl-island';
import type { IslandIntl } from '@/lib/i18n/messages';

/** How each option of a group is drawn in miniature. */
const thumbs: Partial<Record<LayoutKey, (value: string) => ThumbProps>> = {
  layoutType: (layout) => ({ layout, sidebar: 'dark' }),
  mode: (mode) => ({ mode, sidebar: mode === 'dark' ? 'dark' : 'neutral' }),
  width: (width) => ({ width }),
  topbar: (topbar) => ({ topbar }),
  sidebarSize: (size) => ({ size, sidebar: 'dark' }),
  sidebarView: (view) => ({ view }),
  sidebarImage: (image) => ({ sidebar: 'dark', image }),
  preloader: (value) => ({ preloader: value === 'enable' }),
};

function Options() {
  const t = useTranslations('customizer');
  const { prefs, update } = useLayout();
  const group = (
    name: LayoutKey,
    label: (value: string, index: number) => string = (value) => t(`${name}.${value}`),
  ) => (
    <OptionGroup
      name={name}
      value={prefs[name]}
      onPick={(value) => update({ [name]: value } as Partial<LayoutPreferences>)}
      options={layoutOptions[name].map((value: string, i: number) => ({
        value,
        label: label(value, i),
        thumb: thumbs[name]?.(value),
      }))}
    />
  );
  const { layoutType } = prefs;
  // SPEC §4: which options each layout offers.
  return (
    <>
      {group('layoutType')}
      {group('mode')}
      {layoutType !== 'twocolumn' && group('width')}
      {layoutType !== 'twocolumn' && group('position')}
      {group('topbar')}
      {layoutType === 'vertical' && group('sidebarSize')}
      {layoutType === 'vertical' && group('sidebarView')}
      {layoutType !== 'horizontal' && (
        <SidebarColours value={prefs.sidebarTheme} onPick={(sidebarTheme) => update({ sidebarTheme })} />
      )}
      {layoutType !== 'horizontal' &&
        group('sidebarImage', (v, i) => (v === 'none' ? t('sidebarImage.none') : t('sidebarImage.image', { n: i })))}
      {group('preloader')}
    </>
  );
}

/**
 * The customizer's side panel, loaded only when first opened. A native modal dialog: focus
 * stays inside, Escape closes it, the page behind is inert, focus returns to the cog.
 */
function Panel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('customizer');
  const { reset } = useLayout();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="customizer"
      aria-labelledby="customizer-title"
      data-testid="customizer"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="customizer-inner">
        <div className="customizer-header">
          <div>
            <h2 id="customizer-title" className="h6 mb-1">
              {t('title')}
            </h2>
            <p className="mb-0 small opacity-75">{t('subtitle')}</p>
          </div>
          <button
            type="button"
            className="btn btn-sm customizer-close"
            aria-label={t('close')}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="customizer-body">
          <Options />
        </div>
        <div className="customizer-footer">
          <button type="button" className="btn btn-light w-100" onClick={reset}>
            {t('reset')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

export function CustomizerPanel({ intl, onClose }: { intl: IslandIntl<'customizer'>; onClose: () => void }) {
  return (
    <IntlIsland intl={intl}>
      <Panel onClose={onClose} />
    </IntlIsland>
  );
}
