import 'server-only';
import { summarySchema } from '../schemas/report';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

export function getSummary(session: Session) {
  return upstream('strict/report/summary', summarySchema, { token: session.access });
}
