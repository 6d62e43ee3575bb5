// The upstream paths client islands may reach through the BFF. Anything else is refused
// before it leaves the Next.js server.
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const master = '(user|collector|bsu|trash|customer)';

const routes: ReadonlyArray<readonly [Method, RegExp]> = [
  ['GET', /^strict\/report\/summary$/],
  ['PUT', /^strict\/account\/password$/],
  ['POST', /^strict\/account\/two-factor(\/(confirm|recovery-codes|disable))?$/],
  ['GET', /^strict\/account\/views$/],
  ['POST', /^strict\/account\/views$/],
  ['DELETE', /^strict\/account\/views\/[1-9][0-9]{0,9}$/],
  ['DELETE', /^strict\/account\/sessions(\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/],
  ['POST', /^strict\/user\/[1-9][0-9]{0,9}\/password-link$/],
  ['DELETE', /^strict\/user\/[1-9][0-9]{0,9}\/password-link$/],
  ['GET', /^region\/(province|regency|subdistrict|village)$/],
  ['GET', new RegExp(`^strict/${master}$`)],
  ['POST', new RegExp(`^strict/${master}$`)],
  ['PUT', new RegExp(`^strict/${master}/[1-9][0-9]{0,9}$`)],
  ['DELETE', new RegExp(`^strict/${master}$`)],
  // Bulk actions (issue 17): every row a view matches, and one status for many rows.
  ['GET', new RegExp(`^strict/${master}/ids$`)],
  ['PATCH', new RegExp(`^strict/${master}/status$`)],
  ['GET', /^strict\/transaction(\/details)?$/],
  ['GET', /^strict\/wallet$/],
  ['PUT', /^strict\/wallet\/(topup|withdraw)\/(accept|reject)\/[1-9][0-9]{0,9}$/],
  ['POST', /^strict\/wallet\/(topup|withdraw)\/counter$/],
  // The audit trail and its person filter (issue 18): read-only, the programme admin's alone.
  ['GET', /^strict\/audit(\/people)?$/],
];

export function isAllowedPath(method: string, path: string): boolean {
  return routes.some(([m, pattern]) => m === method && pattern.test(path));
}
