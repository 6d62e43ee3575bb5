// Work that must wait until a transaction's writes are visible to every other request:
// forgetting remembered sign-in state, say. Forgotten before the commit, a request arriving in
// between would read the old rows and remember them again.
import type { Db, Tx } from './client';

const pending = new WeakMap<Tx, (() => void)[]>();

/** One database transaction; what afterCommit registered in it runs once it has committed. */
export async function transactionWithHooks<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/** Runs `hook` after the commit of `tx`; at once when `tx` was not opened by transactionWithHooks. */
export function afterCommit(tx: Tx, hook: () => void): void {
  const hooks = pending.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}
