// The browser's one way to the BFF (/strict/*, /region/*): same-origin, the session cookie
// only, and the header our BFF asks of every script call (ARCHITECTURE "Contracts"). Errors
// come back as RequestError with the server's message and field errors.
import ky, { HTTPError, TimeoutError } from 'ky';
import { loginPath } from '../session/login-path';

export const CSRF_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

const client = ky.create({
  prefixUrl: '/',
  headers: CSRF_HEADER,
  credentials: 'same-origin',
  // React Query is the one retry layer; ky never retries.
  retry: 0,
  timeout: 20_000,
});

export class RequestError extends Error {
  constructor(
    /** 0 when the server could not be reached. */
    readonly status: number,
    /** The server's own message, when it sent one (SPEC §8: it overrides the defaults). */
    readonly serverMessage: string | undefined,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'RequestError';
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  searchParams?: Record<string, string | number | undefined>;
};

export async function bff<T>(path: string, { method = 'GET', json, searchParams }: Options = {}): Promise<T> {
  const params =
    searchParams &&
    Object.fromEntries(
      Object.entries(searchParams).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''),
    );
  try {
    return await client(path.replace(/^\/+/, ''), { method, json, searchParams: params }).json<T>();
  } catch (err) {
    if (err instanceof HTTPError) {
      const body = (await err.response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
      const message = typeof body.message === 'string' ? body.message : undefined;
      const fields = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
      if (err.response.status === 401) {
        // The session ended (signed out elsewhere, expired): a full load of the sign-in page,
        // which also drops everything this tab had cached. The page says the session ended and
        // that unsaved changes were lost, and signing in comes back to this page.
        window.location.assign(loginPath(`${window.location.pathname}${window.location.search}`, 'expired'));
      }
      throw new RequestError(err.response.status, message, fields);
    }
    if (err instanceof TimeoutError || err instanceof TypeError) throw new RequestError(0, undefined);
    throw err;
  }
}

/** SPEC §8: the server's message when it sent one, else the text for the status. */
export function errorText(
  err: unknown,
  t: (key: 'errors.internal' | 'errors.unauthorized' | 'errors.notFound' | 'errors.network') => string,
): string {
  if (err instanceof RequestError) {
    if (err.serverMessage) return err.serverMessage;
    if (err.status === 0) return t('errors.network');
    if (err.status === 401) return t('errors.unauthorized');
    if (err.status === 404) return t('errors.notFound');
    return t('errors.internal');
  }
  return t('errors.internal');
}
