import { addressedMessages } from '@/lib/i18n/messages';

type Params = { params: Promise<{ locale: string; namespaces: string }> };

// The messages of an island that loads on demand (lib/i18n/island-intl.ts): UI texts, the same for
// everyone, so no session is asked for. The version the page named is cached for a year; any
// other (a page from before a deployment) gets today's texts, not to be kept.
export async function GET(request: Request, { params }: Params) {
  const { locale, namespaces } = await params;
  const found = addressedMessages(locale, namespaces);
  if (!found) return Response.json({}, { status: 404, headers: { 'cache-control': 'no-store' } });
  const current = new URL(request.url).searchParams.get('v') === found.version;
  return Response.json(found.messages, {
    headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
