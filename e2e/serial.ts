// The suites that run alone, after the others (playwright.config.ts): they compare a figure of
// the whole demo database with what a screen shows, or fingerprint it (another suite writing at
// the same moment would move it), they time sessions in seconds, or they take every CPU for
// minutes (axe on every screen).
export const SERIAL =
  /(accessibility|auth|budgets|dashboard|fuzz-proxy|session-timeouts|session-return|wallets|roles)\.spec\.ts$/;
