#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve on PORT
// (default 3000) with scripts/serve.mjs. The embedded API migrates and seeds on start.
import { ensureBuild, root } from './build.mjs';
import { serve } from './serve.mjs';

ensureBuild();
const port = Number(process.env.PORT || 3000);
await serve({ root, port });
console.log(`[bank-sampah] listening on http://localhost:${port}`);
