// Property-based fuzzing of every operation the API publishes in its OpenAPI document: 1,000
// hostile requests each (wrong types, huge texts, unicode, SQL and HTML fragments, odd numbers,
// missing and extra fields, malformed bodies, hostile queries and path parameters). Every
// answer is below 500; every refusal is JSON with one of our messages and nothing of the
// machinery's; a request that changes data is always refused; and the database, sequences
// included, is byte for byte what it was. Seeds are fixed: a failure prints its seed and path.
// Run as two files (server/routes/fuzz-reads.test.ts, fuzz-writes.test.ts) so that two workers
// share the minutes; an operation's seed is its place in the whole document, whichever file runs it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, ourMessages } from '../../e2e/fuzz-answers';
import { anyBody, hostileSegment, invalidBody, type Body } from '../../e2e/hostile-requests';
import { hostileText } from '../../e2e/hostile';
import type { App } from '../app';
import type { Database } from '../db/client';
import { CUSTOMER_LOGIN, type Fixtures } from '../test/fixtures';
import { caller, fixtureApp, signIn } from '../test/api';
import { testDbKinds } from '../test/databases';
import {
  ACCEPT_LANGUAGE,
  addresses,
  bodyFields,
  databaseFingerprint,
  decodedOrAsIs,
  described,
  headerSafe,
  hostileQuery,
  publishedOperations,
  type Attempt,
  type Operation,
} from '../test/fuzz-operations';

const RUNS = 1_000;
/**
 * The full run when PGlite is the run's only database; with PostgreSQL beside it (CI), half on
 * PostgreSQL (production's) and a quarter on PGlite, the same first requests of each sequence:
 * the same SQL on the same engine, so the second database adds the driver, not new inputs.
 */
const runsOn = (kind: string) => (testDbKinds.length === 1 ? RUNS : kind === 'postgres' ? RUNS / 2 : RUNS / 4);
const SEED = 20_261_123;
/** What the document held when this suite was written: fewer means routes went missing from it. */
const KNOWN_OPERATIONS = 43;

const operations = await publishedOperations();

const isOurs = ourMessages('api', 'validation');
/** An id no row has. */
const MISSING_ID = 2_147_483_647;
/** Bodiless calls on the caller's own account: start enrolling a second factor, sign out everywhere. */
const OWN_ACCOUNT_ACTIONS = [
  ['POST', '/strict/account/two-factor'],
  ['DELETE', '/strict/account/sessions'],
] as const;
const isOwnAccountAction = (op: Operation) =>
  OWN_ACCOUNT_ACTIONS.some(([method, path]) => op.method === method && op.path === path);

type Part = {
  /** Which of the document's operations this file fuzzes. */
  name: string;
  takes: (op: Operation) => boolean;
  /** Also send requests to paths and methods that are no operation (one file does). */
  strays: boolean;
};

export function fuzzSuite({ name, takes, strays }: Part) {
  describe.each(testDbKinds)(`fuzzing the API's ${name} on %s`, (kind) => {
    const runs = runsOn(kind);
    let database: Database;
    let app: App;
    let f: Fixtures;
    const tokens = { admin: '', customer: '' };
    const ids = {
      pendingTx: [] as number[],
      decidedTx: [] as number[],
      topup: { live: [] as number[], decided: [] as number[] },
      withdraw: { live: [] as number[], decided: [] as number[] },
    };

    beforeAll(async () => {
      ({ database, fixtures: f, app, adminToken: tokens.admin } = await fixtureApp(kind));
      tokens.customer = await signIn(app, CUSTOMER_LOGIN);
      ids.pendingTx = f.transactions.filter((t) => t.status === 'pending').map((t) => t.id);
      ids.decidedTx = f.transactions.filter((t) => t.status !== 'pending').map((t) => t.id);
      // Wallet requests in every state: decided ones to aim at, pending ones never to hit.
      const admin = caller(app, tokens.admin);
      const budi = caller<{ id: number }>(app, tokens.customer);
      for (const [requestKind, body, decisions] of [
        ['topup', { amount: 50_000, total: 50_000 }, ['accept', 'reject', null]],
        [
          'withdraw',
          { amount: 1_000, bank_name: 'BCA', account_number: '1234567890', cardholder_name: 'BUDI' },
          ['accept', 'reject', null],
        ],
      ] as const) {
        for (const decision of decisions) {
          const id = (await budi('POST', `/strict/wallet/${requestKind}`, body)).body.data!.id;
          if (decision)
            expect((await admin('PUT', `/strict/wallet/${requestKind}/${decision}/${id}`)).status).toBe(200);
          ids[requestKind][decision ? 'decided' : 'live'].push(id);
        }
      }
    });
    afterAll(() => database?.close());

    /** Existing ids to aim at (so validation behind the id runs) and those no request may touch. */
    function idsOf(path: string): { aim: number[]; live: number[] } {
      const master = /^\/strict\/(user|collector|bsu|trash|customer)\/\{id\}$/.exec(path)?.[1];
      const byMaster: Record<string, number[]> = {
        user: [f.adminId, f.inactiveAdminId],
        collector: f.bsiIds,
        bsu: f.bsuIds,
        trash: f.trashIds,
        customer: f.customerIds,
      };
      if (master) return { aim: byMaster[master]!, live: [] }; // the body is always invalid
      if (/^\/strict\/transaction\/(settle|cancel)\/\{id\}$/.test(path))
        return { aim: ids.decidedTx, live: ids.pendingTx };
      const wallet = /^\/strict\/wallet\/(topup|withdraw)\/(accept|reject)\/\{id\}$/.exec(path)?.[1] as
        'topup' | 'withdraw' | undefined;
      if (wallet) return { aim: ids[wallet].decided, live: ids[wallet].live };
      // A link for an administrator is always issued (or revoked): aim past the administrators only.
      if (path === '/strict/user/{id}/password-link')
        return { aim: [MISSING_ID], live: [f.adminId, f.inactiveAdminId] };
      // One of my sessions, by its uuid: a number is never one.
      if (path === '/strict/account/sessions/{id}') return { aim: [], live: [] };
      // One of my saved views: the fixtures have none, so any id is a 404 and nothing to spare.
      if (path === '/strict/account/views/{id}') return { aim: [MISSING_ID], live: [] };
      throw new Error(`${path}: say here which ids it may be aimed at`);
    }

    /** Who may call it: the administrator, else (the field apps' calls) the customer. */
    async function actorOf(op: Operation): Promise<Record<string, string>> {
      if (!op.path.startsWith('/strict/')) return {};
      // Probing would carry the call out (signing the administrator out everywhere): never sent as them anyway.
      if (isOwnAccountAction(op)) return { authorization: `Bearer ${tokens.admin}` };
      for (const token of [tokens.admin, tokens.customer]) {
        const headers = { authorization: `Bearer ${token}` };
        const url = op.path.replace('{id}', '2147483647');
        const res = await app.request(
          url,
          op.method === 'GET'
            ? { headers }
            : { method: op.method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' },
        );
        if (res.status !== 403) return headers;
      }
      throw new Error(`${op.method} ${op.path}: neither the administrator nor a customer may call it`);
    }

    function attempts(op: Operation, actor: Record<string, string>): fc.Arbitrary<Attempt> {
      const safe = op.method === 'GET';
      const { aim, live } = op.path.includes('{id}') ? idsOf(op.path) : { aim: [], live: [] };
      const segment = fc
        .oneof(fc.constantFrom(...(aim.length ? aim : [1])).map(String), hostileSegment)
        .filter((s) => !addresses(s, live));
      const forged = fc
        .constantFrom(
          '',
          'Bearer',
          `Bearer ${tokens.admin}x`,
          `bearer ${tokens.admin}`,
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${'x'.repeat(5_000)}`,
        )
        .map((v) => ({ authorization: v }));
      // Nothing to validate and my own account to act on: such a call by me succeeds by design
      // (account.test.ts, two-factor.test.ts), so only callers who must be refused are sent here.
      const authorization = isOwnAccountAction(op)
        ? forged
        : fc.oneof({ arbitrary: fc.constant(actor), weight: 20 }, { arbitrary: forged, weight: 1 });
      const language = fc.option(fc.oneof(fc.constantFrom(...ACCEPT_LANGUAGE), hostileText.filter(headerSafe)), {
        freq: 2,
      });
      const body = safe ? fc.constant<Body>({}) : op.body ? invalidBody(bodyFields(op.body)) : anyBody;
      return fc
        .record({ segment, query: hostileQuery(op), authorization, language, body })
        .map(({ segment, query, authorization, language, body }) => {
          const headers: Record<string, string> = {
            ...authorization,
            ...(language === null ? {} : { 'accept-language': language }),
            ...(body.type ? { 'content-type': body.type } : {}),
          };
          // Without a declared type a text body would be sent as text/plain: bytes are sent as they are.
          const payload =
            body.text === undefined ? undefined : body.type ? body.text : new TextEncoder().encode(body.text);
          return described({
            method: op.method,
            url: `${op.path.replace('{id}', segment)}${query}`,
            headers,
            body: payload,
            mustRefuse: !safe,
          });
        });
    }

    /** Sends it and checks the answer: below 500, refused when it must be, every refusal clear. */
    async function send(attempt: Attempt) {
      const res = await app.request(attempt.url, {
        method: attempt.method,
        headers: attempt.headers,
        body: attempt.body,
      });
      const answer = {
        method: attempt.method,
        status: res.status,
        contentType: res.headers.get('content-type'),
        text: await res.text(),
      };
      const problem = answerProblem(answer, { mustRefuse: attempt.mustRefuse, isOurs });
      if (problem) throw new Error(problem);
    }

    it(`finds every operation in the OpenAPI document (at least ${KNOWN_OPERATIONS})`, () => {
      expect(operations.length).toBeGreaterThanOrEqual(KNOWN_OPERATIONS);
      expect(operations.filter((op) => op.method !== 'GET').length).toBeGreaterThan(20);
    });

    it.each(operations.map((op, index) => ({ ...op, index })).filter(takes))(
      `$method $path: ${runs} hostile requests, no 5xx, clear refusals, database unchanged`,
      async (op) => {
        const actor = await actorOf(op);
        const before = await databaseFingerprint(database.db);
        await fc.assert(fc.asyncProperty(attempts(op, actor), send), { numRuns: runs, seed: SEED + op.index });
        expect(await databaseFingerprint(database.db)).toEqual(before);
      },
      300_000,
    );

    it('leaves the administrator signed in: no fuzzed call ended the session the others ran under', async () => {
      expect((await caller(app, tokens.admin)('GET', '/strict/account')).status).toBe(200);
    });

    it.runIf(strays)(
      `answers ${runs} requests to paths and methods that are not operations with a clear 4xx, changing nothing`,
      async () => {
        const templates = operations.map((op) => ({
          method: op.method,
          pattern: new RegExp(`^${op.path.replace('{id}', '[^/]*')}$`),
        }));
        const routed = (method: string, url: string) => {
          const path = decodedOrAsIs(new URL(`http://localhost${url}`).pathname);
          return (
            path === '/openapi.json' ||
            templates.some(
              (t) => (t.method === method || (method === 'HEAD' && t.method === 'GET')) && t.pattern.test(path),
            )
          );
        };
        const prefixes = [
          '',
          '/auth',
          '/auth/admin',
          '/region',
          '/strict',
          '/strict/user',
          '/strict/wallet/topup',
          '/strict/transaction',
          '/openapi.json',
        ];
        const path = fc.oneof(
          fc.constantFrom(...operations.map((op) => op.path.replace('{id}', '1'))),
          fc
            .tuple(
              fc.constantFrom(...prefixes),
              fc.array(fc.oneof(hostileSegment, fc.constantFrom('..', '.', '', 'admin', 'login', 'details')), {
                minLength: 1,
                maxLength: 4,
              }),
            )
            .map(([p, s]) => `${p}/${s.join('/')}`),
        );
        const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
        const request = fc
          .record({ method, path, body: anyBody, strict: fc.boolean() })
          .filter(({ method, path }) => !routed(method, path))
          .map(({ method, path, body, strict }) =>
            described({
              method,
              // Whole, so that the request is built from exactly what the filter above read.
              url: `http://localhost${path}`,
              headers: {
                ...(strict ? { authorization: `Bearer ${tokens.admin}` } : {}),
                ...(body.type ? { 'content-type': body.type } : {}),
              },
              body: method === 'GET' || method === 'HEAD' ? undefined : body.text,
              mustRefuse: true,
            }),
          );
        const before = await databaseFingerprint(database.db);
        await fc.assert(fc.asyncProperty(request, send), { numRuns: runs, seed: SEED - 1 });
        expect(await databaseFingerprint(database.db)).toEqual(before);
      },
      300_000,
    );
  });
}
