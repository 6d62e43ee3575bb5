import type { ReactNode } from 'react';
import type { StaffRole } from '@/lib/schemas/access';

/** The list screens: the API resource each one edits (SPEC §7 paths), or what it reads. */
export type CrudResource = 'user' | 'collector' | 'bsu' | 'trash' | 'customer';
export type ListResource = CrudResource | 'transaction' | 'balance' | 'topup' | 'withdraw';

export type Decision = 'accept' | 'reject';

export type ListState =
  | { kind: 'closed' }
  | { kind: 'form'; row: unknown }
  | { kind: 'delete'; name: string; id: number }
  /** Rows picked on the page: one DELETE of all their ids, all or nothing. */
  | { kind: 'bulkDelete'; names: string[]; ids: number[] }
  /** Rows picked (a page's, or all a view matches): one status change of all of them, all or nothing. */
  | { kind: 'bulkStatus'; status: 'active' | 'inactive'; names: string[]; ids: number[] }
  | { kind: 'detail'; id: number }
  | { kind: 'decide'; decision: Decision; row: unknown }
  // Data User: issue a set-password link (auto: right after the account was made), or revoke it.
  | { kind: 'link'; row: unknown; auto?: boolean }
  | { kind: 'revokeLink'; name: string; id: number };

/** What a list's button opens: any modal state but closed. */
export type Opened = Exclude<ListState, { kind: 'closed' }>;

/** A button that opens a modal: what it opens, its look, its accessible name when the text is short. */
export type OpenerProps = {
  opens: Opened;
  className: string;
  ariaLabel?: string;
  children: ReactNode;
};

/** BSU list filtered by a parent bank: a new unit starts under that parent. */
export type ParentContext = { id: number; name: string; code: string } | null;

/** Whose modals a list opens: its resource, its parent bank (BSU), the signed-in account's role. */
export type ListScope = {
  resource: ListResource;
  parent?: ParentContext;
  /** Which roles the user form may hand out, whether a customer needs a unit bank. */
  role?: StaffRole | null;
};

/**
 * The message namespaces a list's modals, fields and toasts read, handed over by its page:
 * only what that screen's islands use, so each page carries just its own texts.
 */
export const FORM_NAMESPACES = [
  'form',
  'fields',
  'options',
  'validation',
  'errors',
  'status',
  'deleteConfirm',
] as const;
export const READ_NAMESPACES = ['errors', 'status', 'common', 'form'] as const;
