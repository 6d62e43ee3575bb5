import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  // Compression is the reverse proxy's job (README, "Deploying"): done here too it would gzip
  // every BFF answer and page on the one thread that renders them, and twice behind a proxy.
  // BUILD_COMPRESS=1 builds one that compresses itself, for measuring what a browser downloads
  // without a proxy in front (npm run lighthouse).
  compress: process.env.BUILD_COMPRESS === '1',
  reactStrictMode: true,
  // forbidden() and app/(admin)/forbidden.tsx: a screen the account's role does not allow is a
  // 403 page inside the shell (issue 16). Experimental in Next.js 16, and the one way to get a 403 status from a page.
  experimental: { authInterrupts: true },
  // Next.js's documented self-contained server (.next/standalone/server.js): what `npm start`
  // runs and what a deployment copies; `next start` serves the same build.
  output: 'standalone',
  // `npm test` checks the types (`next typegen && tsc --noEmit`, the route types included) before
  // its browser tests build; that build (scripts/build.mjs, typechecked) does not check them again.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // Native and WASM packages of the embedded API load from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'idn-area-data'],
  // What the embedded API's worker (.next/api-worker.mjs, scripts/build.mjs) loads at run time,
  // which no import of Next.js's bundles shows the tracer: copied into the standalone server.
  outputFileTracingIncludes: {
    '/*': [
      './server/db/migrations/**',
      './node_modules/@electric-sql/pglite/**',
      './node_modules/@node-rs/**',
      './node_modules/postgres/**',
      './node_modules/idn-area-data/**',
      './node_modules/papaparse/**',
      './node_modules/bootstrap/dist/css/**',
    ],
  },
  // Every answer, whatever produced it (a file, a 404, a framework error), carries these; pages
  // add their nonce policy in proxy.ts.
  async headers() {
    const header = ([key, value]: [string, string]) => ({ key, value });
    return [
      { source: '/:path*', headers: securityHeaders(false).map(header) },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: securityHeaders(true).slice(-1).map(header),
      },
    ];
  },
  async redirects() {
    return [
      { source: '/', destination: '/dashboard', permanent: false },
      { source: '/index', destination: '/dashboard', permanent: false },
    ];
  },
};

export default withNextIntl(config);
