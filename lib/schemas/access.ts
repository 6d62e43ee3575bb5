// Who may do what in the back office (issue 16): five staff roles, each scoped to the whole
// programme, one parent bank (BSI) or one unit bank (BSU). One table, read by the API (which
// enforces it on every call) and by the UI (which hides what the API would refuse).

/** The roles of back-office accounts (users.role = 'admin'), least to most powerful is not an order. */
export const staffRoles = ['programme', 'bsi_admin', 'bsu_operator', 'treasurer', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The things an account does; each API operation needs exactly one. */
const abilities = [
  /** Read lists, details, exports and the dashboard, within scope. */
  'read',
  /** Create, edit and delete parent banks. */
  'bsi.write',
  /** Create, edit and delete unit banks, waste items. */
  'bank.write',
  /** Create, edit and delete customers. */
  'customer.write',
  /** Record, settle and cancel transactions. */
  'transaction.write',
  /** File a top-up or a withdrawal for a customer at the counter. */
  'wallet.request',
  /** Confirm or reject top-ups and withdrawals. */
  'wallet.decide',
  /** Manage back-office accounts and their roles. */
  'user.manage',
  /**
   * Read the audit trail (issue 18): every change, sign-in and failed sign-in in the programme,
   * addresses included. The programme admin's alone: a scoped role sees only its banks' data.
   */
  'audit.read',
] as const;
export type Ability = (typeof abilities)[number];

const table: Record<StaffRole, readonly Ability[]> = {
  programme: abilities,
  bsi_admin: ['read', 'bank.write', 'customer.write', 'transaction.write', 'wallet.request', 'user.manage'],
  bsu_operator: ['read', 'customer.write', 'transaction.write', 'wallet.request'],
  treasurer: ['read', 'wallet.decide'],
  viewer: ['read'],
};

export const can = (role: StaffRole | null | undefined, ability: Ability): boolean =>
  role != null && table[role].includes(ability);

/** Which roles a role may hand out (a BSI admin appoints the operators of their unit banks). */
export const grantableRoles = (role: StaffRole): readonly StaffRole[] =>
  role === 'programme' ? staffRoles : role === 'bsi_admin' ? ['bsu_operator'] : [];

/** Where a role's scope sits: nowhere (the whole programme), a parent bank, or a unit bank. */
export const scopeLevel = (role: StaffRole): 'programme' | 'bsi' | 'bsu' | 'bsi-or-programme' =>
  role === 'programme'
    ? 'programme'
    : role === 'bsi_admin'
      ? 'bsi'
      : role === 'bsu_operator'
        ? 'bsu'
        : 'bsi-or-programme';

/**
 * What reading and what changing each screen's resource take: the API's guards and the screens'
 * buttons both read this (a user list is itself account management).
 */
export const resourceAbilities = {
  user: { read: 'user.manage', write: 'user.manage' },
  collector: { read: 'read', write: 'bsi.write' },
  bsu: { read: 'read', write: 'bank.write' },
  trash: { read: 'read', write: 'bank.write' },
  customer: { read: 'read', write: 'customer.write' },
  transaction: { read: 'read', write: 'transaction.write' },
  balance: { read: 'read', write: 'wallet.request' },
  topup: { read: 'read', write: 'wallet.decide' },
  withdraw: { read: 'read', write: 'wallet.decide' },
  // The audit trail is read-only: nothing writes to it but the changes it records.
  audit: { read: 'audit.read', write: 'audit.read' },
} as const satisfies Record<string, { read: Ability; write: Ability }>;
