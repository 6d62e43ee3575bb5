// Liveness and readiness for load balancers and orchestrators. No session, and nothing an
// outsider could use: no versions, no error text, never cached.
import { createRoute, z } from '@hono/zod-openapi';
import { json, router, type AppDeps } from '../context';
import { databaseReady } from '../db/readiness';

const live = z.object({ status: z.literal('ok') });
const ready = z.object({ status: z.literal('ready') });
const unavailable = z.object({ status: z.literal('unavailable') });

export function healthRoutes({ db, replica }: AppDeps) {
  const app = router();
  // Concurrent probes share one check: an unauthenticated caller cannot multiply database work.
  let inFlight: Promise<boolean> | undefined;

  const healthz = createRoute({
    method: 'get',
    path: '/healthz',
    tags: ['health'],
    summary: 'Liveness: the process answers (the database is not consulted)',
    responses: { 200: json(live, 'Alive') },
  });
  app.openapi(healthz, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' as const }, 200);
  });

  const readyz = createRoute({
    method: 'get',
    path: '/readyz',
    tags: ['health'],
    summary:
      'Readiness: the database (and its read replica, when there is one) answers and every migration of this build is applied',
    responses: {
      200: json(ready, 'Ready to serve'),
      503: json(unavailable, 'Not ready: the database does not answer, or a migration is missing'),
    },
  });
  app.openapi(readyz, async (c) => {
    inFlight ??= Promise.all([databaseReady(db), replica ? databaseReady(replica) : true])
      .then((answers) => answers.every(Boolean))
      .finally(() => {
        inFlight = undefined;
      });
    const ok = await inFlight;
    c.header('cache-control', 'no-store');
    return ok ? c.json({ status: 'ready' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
  });

  return app;
}
