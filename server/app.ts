// The reference waste-bank API. One factory: the embedded mode, the standalone process and
// the tests all mount exactly this.
import { bodyLimit } from 'hono/body-limit';
import { router, type AppDeps } from './context';
import { requireAuth } from './auth/guard';
import { readRouting } from './db/reads';
import { ApiError, errorResponse } from './errors';
import { languageMiddleware } from './language';
import { accountRoutes } from './routes/account';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { passwordRoutes, userLinkRoutes } from './routes/password-links';
import { regionRoutes } from './routes/region';
import { twoFactorSignInRoutes } from './routes/sign-in-two-factor';
import { twoFactorRoutes } from './routes/two-factor';
import { bsuRoutes } from './routes/bsus';
import { collectorRoutes } from './routes/collectors';
import { customerRoutes } from './routes/customers';
import { reportRoutes } from './routes/report';
import { trashRoutes } from './routes/trash';
import { transactionRoutes } from './routes/transactions';
import { exportRoutes } from './routes/exports';
import { savedViewRoutes } from './routes/saved-views';
import { userRoutes } from './routes/users';
import { walletRoutes } from './routes/wallets';

export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const app = router();

  app.use('*', languageMiddleware);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw ApiError.of(413, 'payloadTooLarge');
      },
    }),
  );
  app.use('/strict/*', requireAuth(deps), readRouting(deps));

  app.route('/', healthRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/auth/password', passwordRoutes(deps));
  app.route('/auth', twoFactorSignInRoutes(deps));
  app.route('/region', regionRoutes(deps));
  app.route('/strict/account/two-factor', twoFactorRoutes(deps));
  app.route('/strict/account/views', savedViewRoutes(deps));
  app.route('/strict/account', accountRoutes(deps));
  app.route('/strict/report', reportRoutes());
  app.route('/strict/user', userRoutes(deps));
  app.route('/strict/user', userLinkRoutes(deps));
  app.route('/strict/collector', collectorRoutes(deps));
  app.route('/strict/bsu', bsuRoutes(deps));
  app.route('/strict/trash', trashRoutes(deps));
  app.route('/strict/customer', customerRoutes(deps));
  app.route('/strict/transaction', transactionRoutes(deps));
  app.route('/strict/wallet', walletRoutes(deps));
  app.route('/strict/export', exportRoutes());
  app.route('/strict/audit', auditRoutes());

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Bank Sampah API', version: '1.0.0', description: 'Reference API of the waste-bank back office.' },
  });

  app.notFound(() => {
    throw ApiError.of(404, 'notFound');
  });
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
