// Starts the standalone server as a deployment does: its folder copied somewhere else, away
// from the checkout's node_modules, so anything the build forgot to put in it fails here.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const target = mkdtempSync(path.join(tmpdir(), 'bs-standalone-'));
cpSync(path.resolve('.next/standalone'), target, { recursive: true });
process.on('exit', () => rmSync(target, { recursive: true, force: true }));
process.env.HOSTNAME = '127.0.0.1';
await import(pathToFileURL(path.join(target, 'server.js')).href);
