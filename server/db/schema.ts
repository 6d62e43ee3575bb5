// The whole schema, shared by PGlite and PostgreSQL: the regions, the domain, and the bookkeeping beside it.
// Money is numeric(…, 2) and quantities numeric(…, 3): exact, never floats.
export * from './schema-regions';
export * from './schema-domain';
export * from './schema-bookkeeping';
