import { handleBffRequest } from '@/lib/bff/handler';

// Region options for client islands, through the same BFF and under the same session (lib/bff/handler.ts).
// Every method, so that a forged write of any kind meets the BFF's own refusal (403) first.
export {
  handleBffRequest as GET,
  handleBffRequest as POST,
  handleBffRequest as PUT,
  handleBffRequest as PATCH,
  handleBffRequest as DELETE,
};
