// /strict/audit (issue 18): the audit trail, read-only. Who changed what and when, each field's
// before and after, sign-ins and failed sign-ins; filtered by person, resource, record, kind and
// Jakarta days, newest first. The programme admin's alone (lib/schemas/access.ts 'audit.read'),
// and never an account scoped to a bank. Its download is /strict/export/audit (exports.ts).
import { apiErrorSchema, pageQuerySchema } from '../../lib/schemas/common';
import { auditListSchema, auditPeopleSchema } from '../../lib/schemas/audit';
import { auditViewFields } from '../../lib/schemas/audit-view';
import { listQuerySchema } from '../../lib/schemas/fields';
import { checkRanges } from '../../lib/schemas/list-view';
import { requireAbility, requireProgrammeWide } from '../auth/guard';
import { json, securedRouter } from '../context';
import { listAudit, listAuditPeople } from '../domain/audit-queries';

/** Who may read the trail: the ability, and no bank scope. */
export const auditReaders = () => [requireAbility('audit.read'), requireProgrammeWide()];

export function auditRoutes() {
  const { app, route } = securedRouter('audit', {
    middleware: auditReaders(),
    responses: {
      401: json(apiErrorSchema, 'Not signed in'),
      403: json(apiErrorSchema, 'Not the programme admin'),
      422: json(apiErrorSchema, 'Invalid view, with a message per field'),
    },
  });

  const list = route({
    method: 'get',
    path: '/',
    summary:
      'The audit trail, newest first: filters actor (a user id), entity, entity_id, action, from/to (Jakarta days); each row with its changes field by field',
    request: { query: pageQuerySchema.extend(auditViewFields).superRefine(checkRanges) },
    responses: { 200: json(auditListSchema, 'A page') },
  });
  app.openapi(list, async (c) => c.json(await listAudit(c.var.reader, c.req.valid('query')), 200));

  const people = route({
    method: 'get',
    path: '/people',
    summary: "The people the trail's person filter offers, by name or email",
    request: { query: listQuerySchema },
    responses: { 200: json(auditPeopleSchema, 'A page') },
  });
  app.openapi(people, async (c) => c.json(await listAuditPeople(c.var.reader, c.req.valid('query')), 200));

  return app;
}
