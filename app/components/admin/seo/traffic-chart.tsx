/** Page views per day as an accessible SVG bar chart (no chart library on the page). */
export function TrafficChart({ series }: { series: Array<{ day: string; views: number }> }) {
  const max = Math.max(1, ...series.map((point) => point.views));
  const width = 600;
  const height = 160;
  const barWidth = width / Math.max(1, series.length);
  const total = series.reduce((sum, point) => sum + point.views, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-label={`Page views per day: ${total} in ${series.length} days`}
        className="w-full"
      >
        {series.map((point, index) => {
          const barHeight = (point.views / max) * height;
          return (
            <g key={point.day}>
              <rect
                x={index * barWidth + 1}
                y={height - barHeight}
                width={Math.max(1, barWidth - 2)}
                height={barHeight}
                rx={2}
                fill="var(--rose)"
              >
                <title>{`${point.day}: ${point.views} views`}</title>
              </rect>
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} stroke="var(--border)" />
        <text x={0} y={height + 16} fill="var(--muted)" fontSize={11}>
          {series[0]?.day}
        </text>
        <text x={width} y={height + 16} fill="var(--muted)" fontSize={11} textAnchor="end">
          {series.at(-1)?.day}
        </text>
      </svg>
      <figcaption className="sr-only">
        <table>
          <tbody>
            {series.map((point) => (
              <tr key={point.day}>
                <td>{point.day}</td>
                <td>{point.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
