// A list's controls as plain HTML (issue 19): the rows are written once as markup
// (lib/static-markup.ts) and one listener on the list's card (ListFrame) acts on them, and on
// the tool bar's Tambah. A button names
// what it opens in `data-opens`; a row it opens with travels as its id, and the table's island
// holds the page's rows. No client component per row, nothing per row to hydrate.
import type { ReactNode } from 'react';
import type { Opened, OpenerProps } from './list-types';

/** The row a button opens with, written as its id; ListFrame puts the row back. */
export const ROW_REF = 'data-row-ref';

function encode(opens: Opened): { 'data-opens': string; [ROW_REF]?: true } {
  if (!('row' in opens) || opens.row === null) return { 'data-opens': JSON.stringify(opens) };
  const id = (opens.row as { id: number }).id;
  return { 'data-opens': JSON.stringify({ ...opens, row: id }), [ROW_REF]: true };
}

export function RowButton({ opens, className, ariaLabel, children }: OpenerProps) {
  return (
    <button type="button" className={className} aria-label={ariaLabel} {...encode(opens)}>
      {children}
    </button>
  );
}

/** A row's checkbox for bulk actions: `data-select` is the id DELETE takes. */
export function RowSelect({ id, name, label }: { id: number; name: string; label: string }) {
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={label}
      data-select={id}
      data-name={name}
      data-testid="select-row"
    />
  );
}

/** `deleteId` null: the row cannot be deleted (the signed-in user's own account), so no Hapus. */
type RowActionsProps = {
  row: { id: number };
  name: string;
  deleteId: number | null;
  labels: { edit: string; delete: string; editAria: string; deleteAria: string };
  /** A screen's own buttons between Edit and Hapus. */
  extra?: ReactNode;
};

export function RowActions({ row, name, deleteId, labels, extra }: RowActionsProps) {
  return (
    <div className="d-flex gap-1 justify-content-end flex-nowrap">
      <RowButton opens={{ kind: 'form', row }} className="btn btn-sm btn-soft-primary" ariaLabel={labels.editAria}>
        {labels.edit}
      </RowButton>
      {extra}
      {deleteId !== null && (
        <RowButton
          opens={{ kind: 'delete', name, id: deleteId }}
          className="btn btn-sm btn-soft-danger"
          ariaLabel={labels.deleteAria}
        >
          {labels.delete}
        </RowButton>
      )}
    </div>
  );
}

/** Data Transaksi: opens the transaction's detail (SPEC: an extra-large modal). */
export function DetailButton({ id, label, ariaLabel }: { id: number; label: string; ariaLabel: string }) {
  return (
    <RowButton opens={{ kind: 'detail', id }} className="btn btn-sm btn-soft-primary" ariaLabel={ariaLabel}>
      {label}
    </RowButton>
  );
}

type DecisionLabels = { accept: string; reject: string; acceptAria: string; rejectAria: string };
const DECISIONS = ['accept', 'reject'] as const;
const DECISION_CLASS = { accept: 'btn btn-sm btn-brand', reject: 'btn btn-sm btn-soft-danger' };

/** Isi Saldo, Penarikan Dana: Konfirmasi (and Tolak) on a pending request. */
export function DecisionButtons({ row, labels }: { row: { id: number }; labels: DecisionLabels }) {
  return (
    <div className="d-flex gap-1 justify-content-end flex-nowrap">
      {DECISIONS.map((decision) => (
        <RowButton
          key={decision}
          opens={{ kind: 'decide', decision, row }}
          className={DECISION_CLASS[decision]}
          ariaLabel={labels[`${decision}Aria`]}
        >
          {labels[decision]}
        </RowButton>
      ))}
    </div>
  );
}
