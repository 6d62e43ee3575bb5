// Liveness for load balancers and systemd: the process answers. No session, nothing sensitive.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
