// Before any test file (vitest.config.ts, globalSetup): the migrated database every test
// database starts as a copy of, so that each does not pay for initdb and the migrations again.
// PGlite: a dump of its data directory (loaded into each new in-memory PGlite) and the same as a
// directory (copied into the embedded API's throwaway DATA_DIR). Both depend only on the
// migrations, the PGlite release and this file, so they are kept in the system's temporary
// directory under a hash of those, built again only when one changes. PostgreSQL
// (TEST_DATABASE_URL): a template database for the run, copied by CREATE DATABASE … TEMPLATE.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';
import { TEST_DATABASE_URL } from '../env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped to a file (a tar). */
    pgliteTemplate: string;
    /** The same, as a directory. */
    pgliteTemplateDir: string;
    /** The migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/** What the template depends on: the PGlite release, every file of the migrations folder, and how it is built. */
async function templateKey() {
  const hash = createHash('sha256');
  for (const file of [fileURLToPath(import.meta.url), path.join(path.dirname(migrationsFolder), 'client.ts')]) {
    hash.update(await readFile(file));
  }
  const pglite = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  hash.update((JSON.parse(await readFile(path.join(pglite, 'package.json'), 'utf8')) as { version: string }).version);
  for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the template in a directory of its own, then moves it into place whole. */
async function buildPgliteTemplate(dir: string) {
  const draft = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(draft, { recursive: true });
  try {
    const database = await openDatabase({ kind: 'pglite' });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // PGlite serves one database, 'postgres': without template0 and template1, which nothing
    // here copies, each test database loads half the files (~0.2 s less each).
    for (const name of ['template0', 'template1']) {
      await client.query(`alter database ${name} is_template false`);
      await client.query(`drop database ${name}`);
    }
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('none');
    await database.close();
    await writeFile(path.join(draft, 'pglite.tar'), new Uint8Array(await dump.arrayBuffer()));
    const onDisk = await PGlite.create({
      dataDir: path.join(draft, 'pglite'),
      loadDataDir: dump,
      extensions: { pg_trgm },
    });
    await onDisk.close();
    await rename(draft, dir).catch((err: NodeJS.ErrnoException) => {
      // Another run built the same template meanwhile: theirs is as good.
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    });
  } finally {
    await rm(draft, { recursive: true, force: true });
  }
}

/** A new database on the TEST_DATABASE_URL server, migrated, with no one connected to it; `drop` removes it. */
async function postgresTemplate(baseUrl: string) {
  const name = `bs_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 });
  await database.close();
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { name, drop };
}

export default async function setup(project: TestProject) {
  // Every project inherits this file from the root config, and the root's provided values: once is enough.
  if (!project.isRootProject()) return;
  const dir = path.join(tmpdir(), `bank-sampah-test-template-${await templateKey()}`);
  const [, postgresCopy] = await Promise.all([
    existsSync(dir) ? undefined : buildPgliteTemplate(dir),
    TEST_DATABASE_URL ? postgresTemplate(TEST_DATABASE_URL) : undefined,
  ]);
  project.provide('pgliteTemplate', path.join(dir, 'pglite.tar'));
  project.provide('pgliteTemplateDir', path.join(dir, 'pglite'));
  project.provide('postgresTemplate', postgresCopy?.name);
  return () => postgresCopy?.drop();
}
