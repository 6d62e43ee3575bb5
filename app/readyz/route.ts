import { callApi } from '@/lib/upstream/core';

// Readiness: the API answers and its database is reachable with every migration applied (the
// API's own /readyz, embedded or remote). No session, nothing sensitive: a status word only.
export async function GET() {
  const ready = await callApi({ path: 'readyz', lang: 'id' }).then(
    (answer) => answer.status === 200,
    () => false,
  );
  return Response.json(
    { status: ready ? 'ready' : 'unavailable' },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
