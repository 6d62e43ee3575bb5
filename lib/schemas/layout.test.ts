import { describe, expect, it } from 'vitest';
import { defaultLayoutPreferences, layoutAttributes } from '../layout-options';
import { layoutPreferencesSchema, parseLayoutPreferences } from './layout';

describe('layout preferences', () => {
  it('defaults to SPEC §3 values when nothing is stored', () => {
    expect(parseLayoutPreferences(undefined)).toEqual(defaultLayoutPreferences);
    expect(layoutPreferencesSchema.parse({})).toEqual(defaultLayoutPreferences);
    expect(defaultLayoutPreferences).toMatchObject({
      layoutType: 'vertical',
      sidebarTheme: 'dark',
      mode: 'light',
      sidebarSize: 'lg',
    });
  });

  it('keeps the good fields and replaces each bad one by its default', () => {
    const prefs = parseLayoutPreferences({
      layoutType: 'horizontal',
      mode: 'neon',
      sidebarSize: 42,
      preloader: 'enable',
      extra: 'x',
    });
    expect(prefs).toEqual({ ...defaultLayoutPreferences, layoutType: 'horizontal', preloader: 'enable' });
  });

  it('ignores input that is not an object', () => {
    for (const raw of [null, 'dark', 7, ['vertical']])
      expect(parseLayoutPreferences(raw)).toEqual(defaultLayoutPreferences);
  });

  it('maps every preference to its html data attribute', () => {
    const attrs = layoutAttributes({ ...defaultLayoutPreferences, mode: 'dark', sidebarView: 'detached' });
    expect(attrs).toMatchObject({
      'data-layout': 'vertical',
      'data-bs-theme': 'dark',
      'data-layout-style': 'detached',
      'data-sidebar-size': 'lg',
    });
    expect(Object.keys(attrs)).toHaveLength(10);
  });
});
