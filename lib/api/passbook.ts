import 'server-only';
import { passbookSchema } from '../schemas/passbook';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

/** A customer's passbook (by their user id) for a period of Jakarta days; none given: this month. */
export function readPassbook(session: Session, userId: number, period: { from?: string; to?: string }) {
  const searchParams: Record<string, string | number> = { user_id: userId };
  if (period.from) searchParams.from = period.from;
  if (period.to) searchParams.to = period.to;
  return upstream('strict/wallet/passbook', passbookSchema, { token: session.access, searchParams });
}
