import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../messages/in.json';
import { isScreen as isUnder, screenTitles } from './screen-titles';

const root = path.resolve(import.meta.dirname, '..');
const lookup = (key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);

describe('the title shown while a screen is on its way', () => {
  it('is the one the screen names its <title> with', () => {
    for (const [route, key] of Object.entries(screenTitles)) {
      const page = readFileSync(path.join(root, 'app/(admin)', route, 'page.tsx'), 'utf8');
      // pageTitle('…') on most screens; the dashboard's title is its namespace's own.
      const named =
        page.match(/pageTitle\('([^']+)'\)/)?.[1] ?? (route === '/dashboard' ? 'dashboard.title' : undefined);
      expect(named, route).toBe(key);
      expect(typeof lookup(key), key).toBe('string');
    }
  });
});

describe('the links that show a screen on its way', () => {
  it('are those to a screen or a page under one, not to downloads or other routes', () => {
    const screens = Object.keys(screenTitles);
    const isScreen = (pathname: string) => isUnder(pathname, screens);
    expect(isScreen('/transaction')).toBe(true);
    expect(isScreen('/report/semester')).toBe(true);
    expect(isScreen('/balance-data/passbook/42')).toBe(true);
    expect(isScreen('/strict/export/transaction')).toBe(false);
    expect(isScreen('/logout')).toBe(false);
    expect(isScreen('/transactions')).toBe(false);
  });
});
