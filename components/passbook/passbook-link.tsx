import { MarkupLink } from '@/components/markup-link';

/** The row action of Data Saldo and Data Nasabah: the customer's passbook, by their user id. */
export function PassbookLink({ userId, label, ariaLabel }: { userId: number; label: string; ariaLabel: string }) {
  return (
    <MarkupLink
      href={`/balance-data/passbook/${userId}`}
      className="btn btn-sm btn-soft-primary text-nowrap"
      ariaLabel={ariaLabel}
      testId="passbook-link"
    >
      {label}
    </MarkupLink>
  );
}
