import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and WASM packages of the embedded API load from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'postgres', 'idn-area-data'],
  async redirects() {
    return [
      { source: '/', destination: '/dashboard', permanent: false },
      { source: '/index', destination: '/dashboard', permanent: false },
    ];
  },
};

export default withNextIntl(config);
