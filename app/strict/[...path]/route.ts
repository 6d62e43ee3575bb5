import { handleBffRequest } from '@/lib/bff/handler';

// The BFF (lib/bff/handler.ts): the browser's session cookie in, the bearer token out. The only one,
// under `next dev`, `next start` and the standalone server alike.
// Every method, so that a forged write of any kind meets the BFF's own refusal (403) first.
export {
  handleBffRequest as GET,
  handleBffRequest as POST,
  handleBffRequest as PUT,
  handleBffRequest as PATCH,
  handleBffRequest as DELETE,
};
