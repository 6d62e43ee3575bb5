// Runs in the browser before any of the app's own code (Next.js's client instrumentation). The
// content security policy allows no eval, and zod, unless told it may not compile parsers, tries
// `new Function` once to find out: the browser reports that as a CSP violation (Lighthouse's
// "issues in the DevTools" on every page with a form). zod reads its settings when each object
// schema is made, so they are set here, before any is, on the object zod keeps them in
// (`globalThis.__zod_globalConfig`, zod/v4/core/core.js, shared by every copy of zod): importing
// zod's `config` for one flag would put zod's core into every page's first load.
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zod.__zod_globalConfig = { ...zod.__zod_globalConfig, jitless: true };
