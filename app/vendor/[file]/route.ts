import { isSheetName, sheet } from '@/lib/css/sheets';

// The stylesheets pages carry inline (lib/css/sheets.ts), for a page that needs one after it
// loaded: Bootstrap in the other reading direction after a change of language, the shell's after
// signing in. Only these names are served.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  if (!isSheetName(name)) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response((await sheet(name)).css, {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
