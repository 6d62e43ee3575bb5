/** A spinner and `label`, centred in muted text and announced as a status; `className` adds the spacing. */
export function LoadingStatus({ label, className, testId }: { label: string; className: string; testId?: string }) {
  return (
    <div
      className={`d-flex align-items-center justify-content-center gap-2 text-body-secondary ${className}`}
      role="status"
      data-testid={testId}
    >
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {label}
    </div>
  );
}
