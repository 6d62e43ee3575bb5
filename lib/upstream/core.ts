// How the Next.js side reaches the waste-bank API, without any framework: in-process when
// API_BASE_URL is unset (the embedded API's worker thread, no network hop and no HTTP
// parsing), over HTTP otherwise. Same contract either way; bounded by UPSTREAM_TIMEOUT_MS.
import 'server-only';
import { embeddedApi } from '../../server/embedded';
import { signedAddressHeaders, USER_AGENT_HEADER } from '../shared/client-address';
import { appEnv } from '../env';

export type ApiCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

/** The errors of a connection closed or reset before any answer came (undici's and the socket's own). */
const EARLY_CLOSE_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** `err` (or one of its causes) says the connection closed before an answer: never a timeout or an abort. */
function closedBeforeAnswer(err: unknown): boolean {
  let cause: unknown = err;
  for (let depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return false;
    const code = (cause as { code?: unknown }).code;
    if ((typeof code === 'string' && EARLY_CLOSE_CODES.has(code)) || /other side closed/i.test(cause.message))
      return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * fetch, and once more for a GET or HEAD whose connection closed before any answer: a
 * kept-alive connection the API side (or a proxy between) had just closed, which undici can
 * pick from its pool in that instant. The retry opens a new connection, within the same
 * deadline (`init.signal`). Never a POST, PUT, DELETE or PATCH (the API may have acted on
 * it), never a timeout, and never once an answer's status came (fetch resolves with it; what
 * fails after, reading the body, is not retried here).
 */
async function fetchRetryingEarlyClose(url: string, init: RequestInit & { method: string }): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const idempotent = init.method === 'GET' || init.method === 'HEAD';
    if (!idempotent || init.signal?.aborted || !closedBeforeAnswer(err)) throw err;
    return fetch(url, init);
  }
}

function prepare(call: ApiCall) {
  const env = appEnv();
  const target = `${call.path.replace(/^\/+/, '')}${call.search ?? ''}`;
  const headers: [string, string][] = [['accept-language', call.lang]];
  if (call.token) headers.push(['authorization', `Bearer ${call.token}`]);
  if (call.body !== undefined) headers.push(['content-type', 'application/json']);
  if (call.clientAddress && env.FORWARDING_SECRET)
    headers.push(...signedAddressHeaders(env.FORWARDING_SECRET, call.clientAddress));
  if (call.clientUserAgent) headers.push([USER_AGENT_HEADER, call.clientUserAgent.slice(0, 512)]);
  return { env, method: call.method ?? 'GET', target, headers };
}

export async function callApi(call: ApiCall): Promise<ApiAnswer> {
  const { env, method, target, headers } = prepare(call);

  if (!env.API_BASE_URL) {
    const body = call.body === undefined ? null : (new TextEncoder().encode(call.body).buffer as ArrayBuffer);
    try {
      const answer = await timeout(
        embeddedApi().then((api) => api.send({ method, url: `${EMBEDDED_ORIGIN}${target}`, headers, body })),
        env.UPSTREAM_TIMEOUT_MS,
      );
      const retryAfter = retryAfterSeconds(answer.headers.find(([name]) => name.toLowerCase() === 'retry-after')?.[1]);
      return {
        status: answer.status,
        bytes: new Uint8Array(answer.body ?? new ArrayBuffer(0)),
        ...(retryAfter ? { retryAfter } : {}),
      };
    } catch (err) {
      throw err instanceof UpstreamUnavailable ? err : new UpstreamUnavailable(false, { cause: err });
    }
  }

  try {
    const response = await fetchRetryingEarlyClose(`${env.API_BASE_URL.replace(/\/+$/, '')}/${target}`, {
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

/** A download's answer: its head, and the body as a stream when it succeeded (an error's bytes otherwise). */
export type StreamAnswer = { status: number; headers: Headers; body: ReadableStream<Uint8Array> | Uint8Array };

/**
 * A GET whose body is passed on as it arrives (an export): only the head is bound by
 * UPSTREAM_TIMEOUT_MS, since a million rows take longer than any one answer should.
 */
export async function streamApi(call: Omit<ApiCall, 'method' | 'body'>): Promise<StreamAnswer> {
  const { env, target, headers } = prepare(call);
  if (!env.API_BASE_URL) {
    try {
      const answer = await timeout(
        embeddedApi().then((api) =>
          api.stream({ method: 'GET', url: `${EMBEDDED_ORIGIN}${target}`, headers, body: null }),
        ),
        env.UPSTREAM_TIMEOUT_MS,
      );
      const body = answer.body instanceof ArrayBuffer ? new Uint8Array(answer.body) : answer.body;
      return { status: answer.status, headers: new Headers(answer.headers), body };
    } catch (err) {
      throw err instanceof UpstreamUnavailable ? err : new UpstreamUnavailable(false, { cause: err });
    }
  }
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new DOMException('upstream timed out', 'TimeoutError')),
    env.UPSTREAM_TIMEOUT_MS,
  );
  try {
    const response = await fetchRetryingEarlyClose(`${env.API_BASE_URL.replace(/\/+$/, '')}/${target}`, {
      method: 'GET',
      headers,
      redirect: 'manual',
      signal: abort.signal,
    });
    const body = response.ok && response.body ? response.body : new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new UpstreamUnavailable(timedOut, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
