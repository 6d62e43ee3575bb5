import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../messages/in.json';
import { screenTitles } from './screen-titles';

const root = path.resolve(import.meta.dirname, '..');
const lookup = (key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);

describe("the title a screen's loading state shows", () => {
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
