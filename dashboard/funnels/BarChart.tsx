/** A horizontal SVG bar chart people read at a glance; the numbers are in the text too. */
export function BarChart(props: { title: string; bars: { label: string; value: number }[] }) {
  const max = Math.max(1, ...props.bars.map((b) => b.value));
  const row = 28;
  return (
    <figure className="chart">
      <svg
        role="img"
        aria-label={`${props.title}: ${props.bars.map((b) => `${b.label} ${b.value}`).join(', ')}`}
        viewBox={`0 0 400 ${props.bars.length * row}`}
        width="100%"
      >
        {props.bars.map((bar, i) => (
          <g key={bar.label} transform={`translate(0 ${i * row})`}>
            <text x="0" y="18" className="chart-label">
              {bar.label}
            </text>
            <rect
              x="110"
              y="4"
              height="18"
              rx="3"
              width={Math.max(2, (bar.value / max) * 240)}
              className="chart-bar"
            />
            <text x={118 + (bar.value / max) * 240} y="18" className="chart-value">
              {bar.value}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{props.title}</figcaption>
    </figure>
  );
}
