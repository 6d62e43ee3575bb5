/**
 * What a printed page says at its top, on paper only (print.css): its title, what it covers
 * (a bank, a customer, a period), and when it was printed. Put it inside the `.print-sheet`.
 */
export function PrintHeader({
  title,
  lines,
  printed,
  testId,
}: {
  title: string;
  lines: string[];
  printed: string;
  testId?: string;
}) {
  return (
    <header className="print-header" data-testid={testId}>
      <p className="print-title">{title}</p>
      {lines.map((line, i) => (
        <p key={i} className="print-line">
          {line}
        </p>
      ))}
      <p className="print-printed">{printed}</p>
    </header>
  );
}
