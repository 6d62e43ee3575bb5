import { Link } from '@/components/link';

/** The row action of Data Saldo and Data Nasabah: the customer's passbook, by their user id. */
export function PassbookLink({ userId, label, ariaLabel }: { userId: number; label: string; ariaLabel: string }) {
  return (
    <Link
      href={`/balance-data/passbook/${userId}`}
      className="btn btn-sm btn-soft-primary text-nowrap"
      aria-label={ariaLabel}
      data-testid="passbook-link"
    >
      {label}
    </Link>
  );
}
