// The BFF (lib/bff/handler.ts): the browser's session cookie in, the bearer token out. The only one,
// under `next dev`, `next start` and the standalone server alike.
export { DELETE, GET, PATCH, POST, PUT } from '@/lib/bff/route-methods';
