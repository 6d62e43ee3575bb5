// The suites that run after the others (playwright.config.ts), in two lanes side by side, each
// one file at a time. `SERIAL`: they compare a figure of the whole demo database with what a
// screen shows, or fingerprint it (another suite writing at the same moment would move it).
// `TIMED`: they time sessions in seconds (mostly on the instance whose sessions end in seconds),
// and write nothing the first lane reads; auth's dashboard counts (banks, customers, items) are
// figures the first lane never changes.
export const SERIAL = /(dashboard|fuzz-proxy|wallets|roles)\.spec\.ts$/;
export const TIMED = /(auth|session-timeouts|session-return)\.spec\.ts$/;
