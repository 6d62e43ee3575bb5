'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { layoutOptions, type LayoutKey, type LayoutPreferences } from '@/lib/layout-options';
import { CloseIcon, CogIcon } from '../icons';
import { OptionGroup, SidebarColours } from './customizer-options';
import type { ThumbProps } from './customizer-thumb';
import { useLayout } from './layout-provider';

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

function Body() {
  const t = useTranslations('customizer');
  const { prefs, update } = useLayout();
  const group = (name: LayoutKey, label: (value: string, index: number) => string = (value) => t(`${name}.${value}`)) => (
    <OptionGroup
      name={name}
      value={prefs[name]}
      onPick={(value) => update({ [name]: value } as Partial<LayoutPreferences>)}
      options={layoutOptions[name].map((value: string, i: number) => ({ value, label: label(value, i), thumb: thumbs[name]?.(value) }))}
    />
  );
  const { layoutType } = prefs;
  // SPEC §4, which options each layout offers.
  return (
    <>
      {group('layoutType')}
      {group('mode')}
      {layoutType !== 'twocolumn' && group('width')}
      {layoutType !== 'twocolumn' && group('position')}
      {group('topbar')}
      {layoutType === 'vertical' && group('sidebarSize')}
      {layoutType === 'vertical' && group('sidebarView')}
      {layoutType !== 'horizontal' && <SidebarColours value={prefs.sidebarTheme} onPick={(sidebarTheme) => update({ sidebarTheme })} />}
      {layoutType !== 'horizontal' && group('sidebarImage', (v, i) => (v === 'none' ? t('sidebarImage.none') : t('sidebarImage.image', { n: i })))}
      {group('preloader')}
    </>
  );
}

/** The theme customizer: a floating cog (medium screens and up) opening a modal side panel. */
export function Customizer() {
  const t = useTranslations('customizer');
  const { reset } = useLayout();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  // The native modal dialog gives focus trapping, Escape and an inert page for free.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="btn btn-brand customizer-cog d-none d-md-inline-flex"
        aria-label={t('open')}
        aria-haspopup="dialog"
        title={t('open')}
        data-testid="customizer-open"
        onClick={() => setOpen(true)}
      >
        <CogIcon size={20} className="spin" />
      </button>
      <dialog
        ref={dialog}
        className="customizer"
        aria-labelledby="customizer-title"
        data-testid="customizer"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        {open && (
          <div className="customizer-inner">
            <div className="customizer-header">
              <div>
                <h2 id="customizer-title" className="h6 mb-1">
                  {t('title')}
                </h2>
                <p className="mb-0 small opacity-75">{t('subtitle')}</p>
              </div>
              <button type="button" className="btn btn-sm customizer-close" aria-label={t('close')} onClick={() => dialog.current?.close()}>
                <CloseIcon />
              </button>
            </div>
            <div className="customizer-body">
              <Body />
            </div>
            <div className="customizer-footer">
              <button type="button" className="btn btn-light w-100" onClick={reset}>
                {t('reset')}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
