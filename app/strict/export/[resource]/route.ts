// Downloads of a list view as CSV or XLSX (lib/bff/export.ts): a more specific route than the
// BFF's catch-all, because a file streams where the BFF's JSON is read whole.
import { exportResponse } from '@/lib/bff/export';

export async function GET(request: Request, { params }: { params: Promise<{ resource: string }> }) {
  return exportResponse(request, (await params).resource);
}
