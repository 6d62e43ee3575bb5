// Region options for client islands, through the same BFF and under the same session (lib/bff/handler.ts).
export { DELETE, GET, PATCH, POST, PUT } from '@/lib/bff/route-methods';
