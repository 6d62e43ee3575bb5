import { handleBffRequest } from '@/lib/bff';

// The BFF proxy (lib/bff.ts). In production scripts/serve.mjs answers these paths before
// Next.js; this route serves them under `next dev`.
export { handleBffRequest as GET, handleBffRequest as POST, handleBffRequest as PUT, handleBffRequest as DELETE };
