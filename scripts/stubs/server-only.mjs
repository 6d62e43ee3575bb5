// Bundles made outside Next.js (scripts/build.mjs) run on the server only: the guard has nothing to do.
export {};
