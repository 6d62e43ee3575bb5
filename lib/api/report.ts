import 'server-only';
import { monthlyReportSchema, periodReportSchema } from '../schemas/period-report';
import { semesterReportSchema } from '../schemas/semester-report';
import { summarySchema } from '../schemas/report';
import type { Session } from '../session/store';
import { upstream } from '../upstream/request';

export function getSummary(session: Session) {
  return upstream('strict/report/summary', summarySchema, { token: session.access });
}

/** The period report's query as the URL holds it: the API checks it and answers a 422 naming the field. */
export type PeriodReportParams = { from: string; to: string; bsi?: string; bsu?: string };

/** The period report (issue 18) of Jakarta days from/to, for the programme or one bank within the session's scope. */
export function getPeriodReport(session: Session, query: PeriodReportParams) {
  return upstream('strict/report/period', periodReportSchema, { token: session.access, searchParams: given(query) });
}

/** The dashboard's months (issue 18): kg per category and the money of each Jakarta month of the period. */
export function getMonthlyReport(session: Session, query: PeriodReportParams) {
  return upstream('strict/report/monthly', monthlyReportSchema, { token: session.access, searchParams: given(query) });
}

/** The environment office's semester report (issue 18): ?year=&half=1|2, for the session's scope. */
export function getSemesterReport(session: Session, query: { year: string; half: string }) {
  return upstream('strict/report/semester', semesterReportSchema, { token: session.access, searchParams: query });
}

const given = (query: PeriodReportParams) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string>;
