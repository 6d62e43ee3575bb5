import 'server-only';
import { regionListSchema } from '../schemas/region';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

/**
 * The provinces, and the regencies of `province` when one is chosen: the options of a list's
 * place filter (issue 17). Indonesia has 38 provinces and at most 38 regencies in one.
 */
export async function placeOptions(session: Session, province?: string) {
  const page = { page: 1, per_page: 50 };
  const [provinces, regencies] = await Promise.all([
    upstream('region/province', regionListSchema, { token: session.access, searchParams: page }),
    province
      ? upstream('region/regency', regionListSchema, {
          token: session.access,
          searchParams: { ...page, provinceId: province },
        })
      : null,
  ]);
  return { provinces: provinces.items, regencies: regencies?.items ?? [] };
}
