// The embedded API (server/embedded.ts) for a web-tier test that talks to it for real: started
// before the enclosing describe's tests, closed after them, and its throwaway data directory
// removed. The test sets the env first (lib/test/throwaway-env.ts); the API is imported only then.
import { afterAll, beforeAll } from 'vitest';

const embedded = async () => (await import('../embedded')).embeddedApi();

/** Starts the embedded API before the enclosing describe's tests; closes it after them, then calls `remove`. */
export function useEmbeddedApi(remove: () => void) {
  beforeAll(async () => {
    await embedded();
  });
  afterAll(async () => {
    await (await embedded()).close();
    remove();
  });
}
