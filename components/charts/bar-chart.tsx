// Bar charts drawn on the server as SVG (issue 18): nothing for the browser to run, so they add
// no JavaScript. Each is a <figure> whose SVG is an image named by its title and described in a
// sentence, with the same numbers in a table for those who cannot see it (and for copying). No
// hook: the dashboard writes it once as HTML (components/static-part.tsx).

export type Series = { key: string; label: string; color: string };
export type Group = { label: string; values: Record<string, number> };

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/** A round upper bound for the axis (1, 2, 2.5 or 5 times a power of ten) at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= max)!;
  return step * power;
}

export function BarChart({
  id,
  title,
  description,
  series,
  groups,
  stacked,
  format,
  axisFormat = format,
  caption,
}: {
  /** Unique in the page: the SVG's title and description are named by it. */
  id: string;
  title: string;
  description: string;
  series: Series[];
  groups: Group[];
  /** Stacked: one bar per group, its series on top of each other; otherwise side by side. */
  stacked: boolean;
  /** A value as the table and the bars' tooltips write it. */
  format: (value: number) => string;
  /** A value as the axis writes it (shorter). */
  axisFormat?: (value: number) => string;
  /** The table's first column heading (the groups' name: 'Bulan'). */
  caption: string;
}) {
  const totals = groups.map((g) => series.reduce((s, x) => s + (g.values[x.key] ?? 0), 0));
  const peak = stacked
    ? Math.max(0, ...totals)
    : Math.max(0, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  const top = niceMax(peak);
  const [plotW, plotH] = [WIDTH - PAD.left - PAD.right, HEIGHT - PAD.top - PAD.bottom];
  const band = plotW / Math.max(groups.length, 1);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const barWidth = stacked ? band * 0.6 : (band * 0.8) / Math.max(series.length, 1);
  return (
    <figure className="chart mb-0">
      {/* On a phone it scrolls sideways: a keyboard reaches it too. */}
      <div className="chart-scroll" tabIndex={0} role="group" aria-label={title}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="chart-svg"
          direction="ltr"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {ticks.map((t) => (
            <g key={t} className="chart-grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                {axisFormat(t)}
              </text>
            </g>
          ))}
          {groups.map((g, i) => {
            const x0 = PAD.left + i * band;
            let base = 0;
            return (
              <g key={g.label}>
                {series.map((s, j) => {
                  const value = g.values[s.key] ?? 0;
                  if (value <= 0) return null;
                  const x = stacked ? x0 + (band - barWidth) / 2 : x0 + band * 0.1 + j * barWidth;
                  const [from, to] = stacked ? [base, base + value] : [0, value];
                  base = to;
                  return (
                    <rect key={s.key} x={x} y={y(to)} width={barWidth} height={y(from) - y(to)} fill={s.color}>
                      <title>{`${g.label} · ${s.label}: ${format(value)}`}</title>
                    </rect>
                  );
                })}
                <text className="chart-label" x={x0 + band / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                  {g.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="chart-legend list-unstyled d-flex flex-wrap gap-3 small mb-2">
          {series.map((s) => (
            <li key={s.key} className="d-flex align-items-center gap-1">
              <span className="chart-swatch" style={{ backgroundColor: s.color }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
        <details className="small">
          <summary>{title}</summary>
          <div className="table-responsive">
            <table className="table table-sm mb-0">
              <thead>
                <tr>
                  <th scope="col">{caption}</th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="text-end">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={g.label}>
                    <th scope="row">{g.label}</th>
                    {series.map((s) => (
                      <td key={s.key} className="text-end text-nowrap">
                        {format(g.values[s.key] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
