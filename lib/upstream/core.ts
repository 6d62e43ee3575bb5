// How the Next.js side reaches the waste-bank API, without any framework: in-process when
// API_BASE_URL is unset (the embedded API's worker thread, no network hop and no HTTP
// parsing), over HTTP otherwise. Same contract either way; bounded by UPSTREAM_TIMEOUT_MS.
import 'server-only';
import { embeddedApi } from '../../server/embedded';
import { signedAddressHeaders, USER_AGENT_HEADER } from '../shared/client-address';
import { appEnv } from '../env';

export type ApiCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** 'strict/transaction', no leading slash. */
  path: string;
  /** '' or '?page=2&search=…', already encoded. */
  search?: string;
  token?: string;
  /** A JSON text. */
  body?: string;
  /** The Accept-Language the API answers in ('id', 'en', …). */
  lang: string;
  /** The visitor's address, forwarded signed (lib/shared/client-address.ts) when the secret is known. */
  clientAddress?: string;
  /** The visitor's browser (User-Agent), for the sign-in's entry in "my sessions". */
  clientUserAgent?: string;
};
/** `retryAfter`: the answer's Retry-After in seconds (a locked sign-in says how long it stays locked). */
export type ApiAnswer = { status: number; bytes: Uint8Array; retryAfter?: number };

function retryAfterSeconds(value: string | null | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** The API could not be reached, or did not answer in time. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super(timedOut ? 'upstream timed out' : 'upstream unreachable', options);
    this.name = 'UpstreamUnavailable';
  }
}

const EMBEDDED_ORIGIN = 'http://embedded.invalid/';

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamUnavailable(true)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

export async function callApi(call: ApiCall): Promise<ApiAnswer> {
  const env = appEnv();
  const method = call.method ?? 'GET';
  const target = `${call.path.replace(/^\/+/, '')}${call.search ?? ''}`;
  const headers: [string, string][] = [['accept-language', call.lang]];
  if (call.token) headers.push(['authorization', `Bearer ${call.token}`]);
  if (call.body !== undefined) headers.push(['content-type', 'application/json']);
  if (call.clientAddress && env.FORWARDING_SECRET)
    headers.push(...signedAddressHeaders(env.FORWARDING_SECRET, call.clientAddress));
  if (call.clientUserAgent) headers.push([USER_AGENT_HEADER, call.clientUserAgent.slice(0, 512)]);

  if (!env.API_BASE_URL) {
    const body = call.body === undefined ? null : (new TextEncoder().encode(call.body).buffer as ArrayBuffer);
    try {
      const answer = await timeout(
        embeddedApi().then((api) => api.send({ method, url: `${EMBEDDED_ORIGIN}${target}`, headers, body })),
        env.UPSTREAM_TIMEOUT_MS,
      );
      const retryAfter = retryAfterSeconds(answer.headers.find(([name]) => name.toLowerCase() === 'retry-after')?.[1]);
      return { status: answer.status, bytes: new Uint8Array(answer.body), ...(retryAfter ? { retryAfter } : {}) };
    } catch (err) {
      throw err instanceof UpstreamUnavailable ? err : new UpstreamUnavailable(false, { cause: err });
    }
  }

  try {
    const response = await fetch(`${env.API_BASE_URL.replace(/\/+$/, '')}/${target}`, {
      method,
      headers,
      body: call.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(env.UPSTREAM_TIMEOUT_MS),
    });
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    return {
      status: response.status,
      bytes: new Uint8Array(await response.arrayBuffer()),
      ...(retryAfter ? { retryAfter } : {}),
    };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UpstreamUnavailable(timedOut, { cause: err });
  }
}
