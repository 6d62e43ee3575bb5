import 'server-only';
import { summarySchema } from '../schemas/report';
import type { Session } from '../session';
import { upstream } from '../upstream';

export function getSummary(session: Session) {
  return upstream('strict/report/summary', summarySchema, { token: session.access });
}
