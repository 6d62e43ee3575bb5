// What the fuzz suites (server/routes/fuzz*.test.ts, e2e/fuzz-proxy.spec.ts) accept as an
// answer: never a server error, and every refusal JSON with a message of ours, in words, that
// says nothing of the machinery behind it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueMatcher, leaks, type Tree } from '../lib/bff/message-match';
import { preview } from './hostile';

export { leaks };

/** Our messages in every language (messages/*.json) of these namespaces ('api', 'validation'…). */
export function ourMessages(...namespaces: string[]): (text: string) => boolean {
  const dir = path.resolve(import.meta.dirname, '../messages');
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const trees = files.flatMap((name) => {
    const all = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Tree;
    return namespaces.map((ns) => all[ns]).filter((tree): tree is Tree => typeof tree === 'object');
  });
  return catalogueMatcher(trees);
}

export type Answer = { method: string; status: number; contentType: string | null; text: string };

/**
 * What is wrong with an answer, if anything: a server error, a success where only a refusal
 * would do, a success that is not JSON, or a refusal that is not JSON with a message (and
 * per-field messages) of ours in words, free of anything the machinery would say.
 */
/** The files an export answers with (server/routes/exports.ts). */
const DOWNLOAD = /^(text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)\b/;

export function answerProblem(
  answer: Answer,
  { mustRefuse, isOurs }: { mustRefuse: boolean; isOurs: (text: string) => boolean },
): string | undefined {
  const what = `${answer.status} ${preview(answer.text)}`;
  if (answer.status >= 500) return `server error: ${what}`;
  // A download (an export) answers its file, not JSON, when the view holds.
  if (answer.status < 300 && DOWNLOAD.test(answer.contentType ?? ''))
    return mustRefuse ? `not refused: ${what}` : undefined;
  let body: { message?: unknown; errors?: Record<string, unknown> } | undefined;
  try {
    body = answer.method === 'HEAD' ? undefined : JSON.parse(answer.text);
  } catch {
    return `not JSON: ${what}`;
  }
  if (answer.status < 400) return mustRefuse || answer.status >= 300 ? `not refused: ${what}` : undefined;
  if (answer.method === 'HEAD') return undefined;
  if (!/^application\/json/.test(answer.contentType ?? '')) return `refusal not labelled JSON: ${what}`;
  const messages = [body?.message, ...Object.values(body?.errors ?? {}).flatMap((e) => (Array.isArray(e) ? e : [e]))];
  for (const message of messages) {
    if (typeof message !== 'string' || !message.trim()) return `refusal without a message: ${what}`;
    if (leaks(message) || !isOurs(message)) return `refusal with a message not ours: ${what}`;
  }
  return undefined;
}
