// The colour of a status badge, shared by the lists, the dashboard and the transaction detail.
// Each status its own colour (our departure: SPEC gives all but 'Aktif' and 'settlement' the
// same blue): waiting is amber, done green, refused red, cancelled grey. The -emphasis text on
// the -subtle background stays readable in light and dark mode alike.
const tones: Record<string, string> = {
  active: 'success',
  inactive: 'secondary',
  pending: 'warning',
  settlement: 'success',
  accepted: 'success',
  cancelled: 'secondary',
  rejected: 'danger',
};

/** The badge classes of a status; an unknown one is blue. */
export const statusBadgeClass = (status: string) => {
  const tone = tones[status] ?? 'primary';
  return `badge bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`;
};
