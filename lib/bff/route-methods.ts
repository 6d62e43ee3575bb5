// The methods of a BFF route (app/strict, app/region): every one, so that a forged write of any
// kind meets the BFF's own refusal (403) first.
import { handleBffRequest } from './handler';

export {
  handleBffRequest as GET,
  handleBffRequest as POST,
  handleBffRequest as PUT,
  handleBffRequest as PATCH,
  handleBffRequest as DELETE,
};
