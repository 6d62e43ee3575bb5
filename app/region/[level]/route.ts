import type { NextRequest } from 'next/server';
import { proxy } from '@/lib/bff';

// Region options for client islands, through the same BFF and under the same session.
export async function GET(request: NextRequest, { params }: { params: Promise<{ level: string }> }) {
  return proxy(request, ['region', (await params).level]);
}
