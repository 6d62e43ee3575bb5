import { handleBffRequest } from '@/lib/bff';

// Region options for client islands, through the same BFF and under the same session
// (lib/bff.ts; in production scripts/serve.mjs answers before Next.js).
export { handleBffRequest as GET };
