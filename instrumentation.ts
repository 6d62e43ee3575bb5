// Runs once when the Next.js server starts, before it serves: every request is prepared as it
// arrives (lib/connection.ts: its connection address, a malformed router state dropped), and in embedded mode the API's database is
// opened, migrated and seeded here, so the first visitor waits for nothing and the
// administrator's credentials are printed at start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ appEnv }, { prepareIncomingRequests }, { startEmbeddedIfNeeded }] = await Promise.all([
    import('./lib/env'),
    import('./lib/connection'),
    import('./lib/upstream/embedded-start'),
  ]);
  prepareIncomingRequests(appEnv().TRUST_PROXY);
  await startEmbeddedIfNeeded();
}
