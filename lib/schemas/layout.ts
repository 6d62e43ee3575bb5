// SPEC §3 "Layout preferences": what the theme customizer stores in the layout_prefs cookie.
import { z } from 'zod';
import { layoutOptions as o } from '../layout-choices';
import { defaultLayoutPreferences as d, type LayoutKey, type LayoutPreferences } from '../layout-options';

export const layoutPreferencesSchema = z.object({
  layoutType: z.enum(o.layoutType).default(d.layoutType),
  sidebarTheme: z.enum(o.sidebarTheme).default(d.sidebarTheme),
  mode: z.enum(o.mode).default(d.mode),
  width: z.enum(o.width).default(d.width),
  position: z.enum(o.position).default(d.position),
  topbar: z.enum(o.topbar).default(d.topbar),
  sidebarSize: z.enum(o.sidebarSize).default(d.sidebarSize),
  sidebarView: z.enum(o.sidebarView).default(d.sidebarView),
  sidebarImage: z.enum(o.sidebarImage).default(d.sidebarImage),
  preloader: z.enum(o.preloader).default(d.preloader),
}) satisfies z.ZodType<LayoutPreferences, unknown>;

/**
 * The cookie is written by the browser, so anything may arrive. A bad field falls back to
 * its default alone: one stale value (say, from an older release) keeps the others.
 */
export function parseLayoutPreferences(raw: unknown): LayoutPreferences {
  const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const shape = layoutPreferencesSchema.shape;
  const out = { ...d };
  for (const key of Object.keys(shape) as LayoutKey[]) {
    const parsed = shape[key].safeParse(input[key]);
    if (parsed.success) (out as Record<LayoutKey, string>)[key] = parsed.data;
  }
  return out;
}
