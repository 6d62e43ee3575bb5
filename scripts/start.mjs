#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then Next.js's own
// standalone server (.next/standalone/server.js), nothing in front of it. The embedded API
// migrates and seeds on start (instrumentation.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, standalone } from './build.mjs';

// `--no-build`: serve the build that is there (the e2e instances, started after one build).
if (!process.argv.includes('--no-build')) await ensureBuild();
// The standalone server makes its own folder the working directory: a relative DATA_DIR must
// still mean the folder it was started from.
process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || 'data');
// Only this machine unless told otherwise: in production set HOST (0.0.0.0 behind a proxy).
process.env.HOSTNAME = process.env.HOST || '127.0.0.1';
process.env.PORT ||= '3000';
// Longer than the usual load balancer idle timeout (60 s), so it never races a reused socket.
process.env.KEEP_ALIVE_TIMEOUT ||= '65000';
await import(pathToFileURL(path.join(standalone, 'server.js')).href);
