// The whole schema, one file per table group, shared by PGlite and PostgreSQL; drizzle-kit reads
// it from here (drizzle.config.ts).
export * from './columns';
export * from './regions';
export * from './users';
export * from './banks';
export * from './collectors';
export * from './bsus';
export * from './trash';
export * from './customers';
export * from './transactions';
export * from './wallets';
export * from './sign-ins';
export * from './bookkeeping';
export * from './credentials';
export * from './staff';
export * from './saved-views';
export * from './report-sums';
