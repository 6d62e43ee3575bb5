// Runs once when the Next.js server starts, before it serves: in embedded mode the API's
// database is opened, migrated and seeded here, so the first visitor waits for nothing and
// the administrator's credentials are printed at start.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startEmbeddedIfNeeded } = await import('./lib/embedded-start');
  await startEmbeddedIfNeeded();
}
