// Downloads of a list view (GET /strict/export/<resource>?<the list's URL query>&format=csv|xlsx):
// the session checked and its token refreshed here, the API's file passed on to the browser as
// it is read, never held whole. A link, not an island: the browser's own download shows the
// progress, and a million rows never sit in the page's memory. Anything but a file goes back
// to the list with the reason (?exportError=<status>), signed out to the sign-in page.
import 'server-only';
import { AppError } from '../errors';
import { requestLocale } from '../i18n/request-locale';
import { securityHeaders } from '../security-headers';
import { freshSession } from '../session/fresh-session';
import { loginPath } from '../session/login-path';
import { seeOther } from '../session/check';
import { isHttpsProto } from '../session/core';
import { readSession } from '../session/store';
import { htmlLang } from '../shared/locales';
import { streamApi } from '../upstream/core';

/** The resources with an export, and the list screen each one belongs to. */
const LISTS: Record<string, string> = {
  transaction: '/transaction',
  topup: '/topup',
  withdraw: '/withdrawal',
  customer: '/customer',
  collector: '/bsi',
  bsu: '/bsu',
  trash: '/trash',
  user: '/user',
  audit: '/audit',
  // A customer's passbook (issue 18): its page takes ?user_id=… and goes on to the customer's own.
  passbook: '/balance-data/passbook',
  // The period report (issue 18): one XLSX of its tables, back to the report when refused.
  report: '/report',
  semester: '/report/semester',
};
const PASSED = ['content-type', 'content-disposition'];

export async function exportResponse(request: Request, resource: string): Promise<Response> {
  const list = LISTS[resource];
  if (!list) return new Response(null, { status: 404 });
  const url = new URL(request.url);
  const view = new URLSearchParams(url.search);
  view.delete('format');
  view.delete('exportError');
  const back = (status?: number) => {
    const query = new URLSearchParams(view);
    if (status) query.set('exportError', String(status));
    const text = query.toString();
    return text ? `${list}?${text}` : list;
  };

  const session = await readSession();
  if (!session) return seeOther(loginPath(back()));
  try {
    const fresh = await freshSession(session);
    if (!fresh) return seeOther(loginPath(back(), 'expired'));
    const answer = await streamApi({
      path: `strict/export/${resource}`,
      search: url.search,
      token: fresh.access,
      lang: htmlLang[await requestLocale()],
    });
    if (answer.status === 401) return seeOther(loginPath(back(), 'expired'));
    if (answer.status !== 200 || answer.body instanceof Uint8Array) return seeOther(back(answer.status));
    const headers = new Headers(securityHeaders(isHttpsProto(request.headers.get('x-forwarded-proto'))));
    for (const name of PASSED) headers.set(name, answer.headers.get(name) ?? '');
    headers.set('cache-control', 'no-store');
    return new Response(answer.body, { status: 200, headers });
  } catch (err) {
    // The API down or too slow: back to the list, which says so.
    if (!(err instanceof AppError)) console.error('[export] failed', resource, err);
    return seeOther(back(502));
  }
}
