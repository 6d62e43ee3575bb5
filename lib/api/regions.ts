import 'server-only';
import { regionListSchema, type RegionItem } from '../schemas/region';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

/**
 * The official regions are reference data, the same for everyone and fixed once seeded: each
 * list of them is read from the API once per process, not on every list page a person opens.
 * A failed read is forgotten, so the next page tries again.
 */
const known = new Map<string, Promise<RegionItem[]>>();
function once(key: string, read: () => Promise<RegionItem[]>): Promise<RegionItem[]> {
  let items = known.get(key);
  if (!items) {
    items = read().catch((err: unknown) => {
      known.delete(key);
      throw err;
    });
    known.set(key, items);
  }
  return items;
}

/**
 * The provinces, and the regencies of `province` when one is chosen: the options of a list's
 * place filter (issue 17). Indonesia has 38 provinces and at most 38 regencies in one.
 */
export async function placeOptions(session: Session, province?: string) {
  const page = { page: 1, per_page: 50 };
  const list = (level: 'province' | 'regency', searchParams: Record<string, string | number>) => () =>
    upstream(`region/${level}`, regionListSchema, { token: session.access, searchParams }).then((r) => r.items);
  const [provinces, regencies] = await Promise.all([
    once('province', list('province', page)),
    province ? once(`regency:${province}`, list('regency', { ...page, provinceId: province })) : [],
  ]);
  return { provinces, regencies };
}
