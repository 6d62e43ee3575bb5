// The API answers in the language the request asks for (Accept-Language; the BFF passes the
// visitor's choice), Indonesian by default. Texts live in messages/*.json like the UI's.
import { createMiddleware } from 'hono/factory';
import { localeFromHeader, translatorFor } from '../lib/shared/catalog';
import type { AppEnv } from './context';

export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = localeFromHeader(c.req.header('accept-language'));
  c.set('locale', locale);
  c.set('t', translatorFor(locale));
  await next();
});
