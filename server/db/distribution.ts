// How the tables would spread over a distributed PostgreSQL (Citus) when one server is no longer
// enough (issue 20). Every table is in exactly one group (server/db/distribution.test.ts), and the
// SQL the API sends keeps the tenant-key rule (server/test/tenant-joins.ts).

/**
 * Distributed by parent bank: the trade, nine rows in ten of a national dataset (10M
 * transactions, 30M lines). The key column of each; a join of two of them equates their keys.
 */
export const TENANT_KEYS = {
  transactions: 'tenant_id',
  transaction_details: 'tenant_id',
} as const;

/**
 * Reference tables, copied whole to every node: small, read by every join, rarely written. The
 * banks and their catalogue carry their parent bank (collectors are the tenants themselves,
 * bsus.collector_id, trash.collector_id), so a tenant's master data can still be told apart.
 */
export const REFERENCE_TABLES = [
  'provinces',
  'regencies',
  'subdistricts',
  'villages',
  'collectors',
  'bsus',
  'trash',
  'bank_code_counters',
  'customer_name_bounds',
] as const;

/**
 * A person's own rows: their account and sign-ins, and the customer's wallet, whose money is
 * theirs whichever unit bank they deposit at (a customer moves, or has no unit bank yet). They
 * stay on the coordinator for now; the next step distributes them by person.
 */
export const PERSON_TABLES = [
  'users',
  'customers',
  'wallets',
  'wallet_ledger',
  'wallet_requests',
  'refresh_tokens',
  'token_families',
  'sign_in_failures',
  'sign_in_challenges',
  'password_links',
  'recovery_codes',
  'totp_factors',
  'staff_access',
  'saved_views',
  'audit_log',
] as const;

/**
 * Counters and report sums kept by triggers in the same transaction as the rows they count. On
 * a distributed engine they are the part that changes: triggers on shards cannot reach the
 * coordinator, so each becomes per tenant (or is refreshed from the shards).
 */
export const SUMMARY_TABLES = [
  'row_counts',
  'transaction_days',
  'transaction_amounts',
  'customer_names',
  'transaction_party_counts',
  'bsu_stats',
  'trash_stats',
  'ledger_days',
  'report_months',
  'report_transaction_months',
  'report_programme_months',
  'report_programme_transaction_months',
  'wallet_request_months',
] as const;
