// The upstream paths client islands may reach through the BFF. Anything else is refused
// before it leaves the Next.js server.
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const routes: ReadonlyArray<readonly [Method, RegExp]> = [
  ['GET', /^strict\/report\/summary$/],
  ['GET', /^region\/(province|regency|subdistrict|village)$/],
];

export function isAllowedPath(method: string, path: string): boolean {
  return routes.some(([m, pattern]) => m === method && pattern.test(path));
}
