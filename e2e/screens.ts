// The screens the browser tests and the benchmark both walk: plain data, no test helpers.

/** Every list screen of the signed-in area, in the sidebar's order. */
export const LIST_PATHS = [
  '/bsi',
  '/bsu',
  '/trash',
  '/customer',
  '/user',
  '/transaction',
  '/balance-data',
  '/topup',
  '/withdrawal',
];
