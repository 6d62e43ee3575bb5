// The layout preferences of this browser, read on the server so the first HTML already has
// the chosen theme (no flash). The cookie holds only preferences; the customizer writes it.
import 'server-only';
import { cookies } from 'next/headers';
import { LAYOUT_COOKIE, layoutAttributes, type LayoutPreferences } from './layout-options';
import { parseLayoutPreferences } from './schemas/layout';

function decode(value: string | undefined): unknown {
  if (!value) return undefined;
  for (const candidate of [value, safeDecodeURIComponent(value)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Not JSON in this form; try the next, then fall back to the defaults.
    }
  }
  return undefined;
}

function safeDecodeURIComponent(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function readLayoutPreferences(): Promise<LayoutPreferences> {
  return parseLayoutPreferences(decode((await cookies()).get(LAYOUT_COOKIE)?.value));
}

/** The data attributes for <html>: app/shell.css draws every layout mode from them. */
export function htmlAttributes(prefs: LayoutPreferences): Record<string, string> {
  return layoutAttributes(prefs);
}
