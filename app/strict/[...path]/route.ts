import type { NextRequest } from 'next/server';
import { proxy } from '@/lib/bff';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, { params }: Context) {
  return proxy(request, ['strict', ...(await params).path]);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
